// One offer: artwork, badge, title, what it costs, its code, and Apply (a code) or View deal (a
// meal). The result of applying its code shows inside the card.
import type { OfferCard } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { cardTitle } from '../../lib/card-title.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { OfferArt } from './offer-art.tsx';
import { VoucherStatus } from '../../ui/voucher-code/voucher-status.tsx';

export interface OfferCardProps {
  offer: OfferCard;
  /** The card's code is on the basket already. */
  applied: boolean;
  /** This card's code is being applied. */
  applying: boolean;
  /** Another apply is running: one at a time. */
  locked: boolean;
  onApply(code: string): void;
}

export const offerPrice = (cents: number | null): string | null =>
  cents === null ? null : cents === 0 ? 'Free' : formatCents(cents);

export function OfferCardView({ offer, applied, applying, locked, onApply }: OfferCardProps) {
  const titleId = useId();
  const price = offerPrice(offer.priceCents);
  const title = cardTitle(offer.title, offer.priceCents);
  return (
    <article className="offer-card" aria-labelledby={titleId}>
      <div className="offer-card__media">
        <OfferArt imageSlug={offer.imageSlug} />
        {offer.badge && <span className="offer-card__badge">{offer.badge}</span>}
      </div>
      <div className="offer-card__body">
        <h3 id={titleId} className="offer-card__title">
          {title}
        </h3>
        <p className="offer-card__description">{offer.description}</p>
        <div className="offer-card__footer">
          <div className="offer-card__meta">
            {price && <span className="offer-card__price">{price}</span>}
            {offer.voucherCode && (
              <span className="offer-card__code">
                Code <strong>{offer.voucherCode}</strong>
              </span>
            )}
          </div>
          {offer.voucherCode ? (
            <Button
              size="sm"
              variant={applied ? 'secondary' : 'primary'}
              className={applied ? 'offer-card__applied' : undefined}
              disabled={applied || locked}
              aria-busy={applying || undefined}
              aria-label={applied ? `Applied: ${title}` : `Apply ${offer.voucherCode}: ${title}`}
              onClick={() => onApply(offer.voucherCode!)}
            >
              {applied ? (
                <>
                  <CheckIcon /> Applied
                </>
              ) : applying ? (
                'Applying…'
              ) : (
                'Apply'
              )}
            </Button>
          ) : offer.productSlug ? (
            <Link
              to={`/pizza-meals/${offer.productSlug}`}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              aria-label={`View deal: ${title}`}
            >
              View deal
            </Link>
          ) : null}
        </div>
        {offer.voucherCode && <VoucherStatus sources={['card']} code={offer.voucherCode} compact />}
      </div>
    </article>
  );
}

/** Placeholder cards while the offers load. */
export function OfferCardSkeleton() {
  return (
    <div className="offer-card offer-card--skeleton" aria-hidden="true">
      <div className="offer-card__media" />
      <div className="offer-card__body">
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
