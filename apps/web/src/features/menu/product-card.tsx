// One product on the menu: image, name, tags, "from" price, kilojoules, sold-out state and the
// allergens it contains, or that its data is incomplete (expandable). Its name link (photo and name) covers the card.
import { formatCents, formatWholeNumber } from '@storefront/domain';
import { memo, useId } from 'react';
import type { ProductView } from '../../lib/api/product-service.ts';
import { cardTitle } from '../../lib/card-title.ts';
import { useFirstScreenDrawn } from '../../lib/use-first-screen-drawn.ts';
import { ProductImage } from '../../ui/product-image/product-image.tsx';

const kj = (n: number) => `${formatWholeNumber(n)} kJ`;

/** '3,555 kJ' for one size or an item, '3,555–10,665 kJ' across sizes; null when the product has none. */
export function energyLabel(product: Pick<ProductView, 'sizes' | 'energyKj'>): string | null {
  if (product.sizes.length === 0) return product.energyKj === undefined ? null : kj(product.energyKj);
  const values = product.sizes.map((s) => s.energyKj).filter((n) => n > 0);
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? kj(min) : `${formatWholeNumber(min)}–${kj(max)}`;
}

/** 'From $7.95' when sizes or meal choices change the price, '$4.50' when it is fixed, 'Free' at $0. */
export function priceLabel(product: Pick<ProductView, 'sizes' | 'totalPrice' | 'discriminator'>): string {
  if (product.totalPrice === 0) return 'Free';
  const varies = product.sizes.length > 1 || product.discriminator === 'CustomisableProduct';
  return varies ? `From ${formatCents(product.totalPrice)}` : formatCents(product.totalPrice);
}

function availabilityNote(product: ProductView): string | null {
  if (product.isOutOfStock) return 'Sold out';
  if (!product.isAvailable) {
    const window = product.availability;
    return window ? `Available ${window.fromTime}–${window.toTime}` : 'Not available at your order time';
  }
  return null;
}

// Memoised: the grid adds cards a few at a time, and each step leaves the drawn ones alone.
export const ProductCard = memo(function ProductCard({
  product,
  to,
  eager,
  photoAfterFirstScreen = false,
}: {
  product: ProductView;
  to: string;
  eager?: boolean;
  /** Behind a builder the page opened on: the photo waits until the builder is drawn. */
  photoAfterFirstScreen?: boolean;
}) {
  const firstScreenDrawn = useFirstScreenDrawn();
  const titleId = useId();
  const note = availabilityNote(product);
  const energy = energyLabel(product);
  const unavailable = note !== null;
  return (
    <article className={`product-card${unavailable ? ' product-card--unavailable' : ''}`} aria-labelledby={titleId}>
      {/* A plain link: the grid opens it through the router (product-grid.tsx). */}
      <a href={to} className="product-card__link">
        <div className="product-card__media">
          {(!photoAfterFirstScreen || firstScreenDrawn) && <ProductImage imageSlug={product.imageSlug} eager={eager} />}
          {note && <span className="product-card__badge">{note}</span>}
        </div>
        <h3 id={titleId} className="product-card__name">
          {cardTitle(product.name, product.totalPrice)}
        </h3>
      </a>
      {product.tags.length > 0 && (
        <ul className="product-card__tags" aria-label="Tags">
          {product.tags.map((tag) => (
            <li key={tag.name} className={`tag tag--${tag.tagType}`}>
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      <p className="product-card__description">{product.description}</p>
      <div className="product-card__meta">
        <p className="product-card__price">{priceLabel(product)}</p>
        {energy && <p className="product-card__energy">{energy}</p>}
      </div>
      {(product.allergens.length > 0 || product.allergensKnown !== true) && (
        <details className="product-card__allergens">
          <summary>
            Allergens<span className="sr-only"> in {product.name}</span>
          </summary>
          {product.allergens.length > 0 && <p>Contains {product.allergens.join(', ')}.</p>}
          {/* Missing data is "may contain", never "free of" (decision 178). */}
          {product.allergensKnown !== true && <p>Allergen information is incomplete: may contain any allergen.</p>}
        </details>
      )}
      {/* The look of a button for pointers: the name link covers the whole card (menu.css), so a
          tap here follows it; keyboard and screen-reader users have the name link itself. */}
      <span className="product-card__cta" aria-hidden="true">
        {unavailable ? 'View' : product.discriminator === 'CustomisableProduct' ? 'Customise' : 'Choose'}
      </span>
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media" />
      <div className="skeleton-line skeleton-line--title" />
      <div className="skeleton-line" />
      <div className="skeleton-line skeleton-line--short" />
    </div>
  );
}
