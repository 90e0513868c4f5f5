// The menu's product cards. On a page load they come a few at a time after the first screen's
// (use-stepwise-count.ts); each step renders this list alone, and the cards already drawn are kept
// as they are (ProductCard is memoised), so a step costs only its new cards.
import type { ProductView } from '../../lib/api/product-service.ts';
import { useStepwiseCount } from '../../lib/use-stepwise-count.ts';
import { useAppLinkClicks } from '../../lib/app-link-clicks.ts';
import { ProductCard } from './product-card.tsx';

/** Cards whose photos load at once; the rest load as they near the screen. */
const EAGER_PHOTOS = 3;

export function ProductGrid({
  products,
  label,
  pathOf,
  photosAfterFirstScreen,
}: {
  products: ProductView[];
  label: string;
  pathOf: (product: ProductView) => string;
  /** A builder is open over the menu: the cards' photos wait until it is drawn. */
  photosAfterFirstScreen: boolean;
}) {
  const rendered = useStepwiseCount(products.length);
  // The cards' links are plain anchors, opened through the router from here: one listener for the
  // grid instead of the router's Link (half a dozen hooks) in every card (lib/app-link-clicks.ts).
  const openInApp = useAppLinkClicks();
  return (
    <ul className="product-grid" aria-label={label} onClick={openInApp}>
      {products.slice(0, rendered).map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            eager={index < EAGER_PHOTOS}
            photoAfterFirstScreen={photosAfterFirstScreen}
            to={pathOf(product)}
          />
        </li>
      ))}
    </ul>
  );
}
