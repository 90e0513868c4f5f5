// "Today's deals" on the landing: the current offers (GET /api/v1/offers) as a light strip of
// links. Loaded after the landing renders (React.lazy) and fetched without TanStack Query, so the
// landing's first load stays as small as it was. No offers, or the call failing: no strip. Its
// heading and link come from the landing's content (landing-copy.ts).
import type { DealsStripContent, OfferCard, OffersContent } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../lib/api/call-api.ts';
import { cardTitle } from '../../lib/card-title.ts';
import { ChevronRightIcon } from '../../ui/icons/icons.tsx';
import './todays-deals.css';

/** How many deals the strip shows; the rest are one click away on /offers. */
export const TODAYS_DEALS_MAX = 4;

/** The deals to lead with: the offers page's first section, in its order. */
export function todaysDeals(content: OffersContent): OfferCard[] {
  return content.offers
    .filter((o) => o.section === 'offers')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, TODAYS_DEALS_MAX);
}

const dealLink = (offer: OfferCard) => (offer.productSlug ? `/pizza-meals/${offer.productSlug}` : '/offers');

export default function TodaysDeals({ heading }: { heading: DealsStripContent }) {
  const [deals, setDeals] = useState<OfferCard[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    callApi('offers', { signal: abort.signal }).then(
      (content) => setDeals(todaysDeals(content)),
      () => setDeals([]),
    );
    return () => abort.abort();
  }, []);
  if (!deals || deals.length === 0) return null;
  return (
    <section className="container landing__section todays-deals" aria-labelledby="todays-deals-title">
      <div className="landing__heading">
        <h2 id="todays-deals-title">{heading.title}</h2>
        <Link to={heading.more_url} className="landing__more">
          {heading.more_label} <ChevronRightIcon />
        </Link>
      </div>
      <ul className="todays-deals__list">
        {deals.map((offer) => {
          const price =
            offer.priceCents === null ? null : offer.priceCents === 0 ? 'Free' : formatCents(offer.priceCents);
          return (
            <li key={offer.offerId}>
              <Link to={dealLink(offer)} className="todays-deal">
                {offer.badge && <span className="todays-deal__badge">{offer.badge}</span>}
                <span className="todays-deal__title">{cardTitle(offer.title, offer.priceCents)}</span>
                <span className="todays-deal__detail">{offer.description}</span>
                <span className="todays-deal__meta">
                  {price && <strong>{price}</strong>}
                  {offer.voucherCode && <span>Code {offer.voucherCode}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
