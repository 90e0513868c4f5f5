// /offers/{voucherCode?} and /coupons (spec document 2, section 2). Offer cards come from
// GET /api/v1/offers: the offers section with its category filter on /offers, the exclusive deals
// and exclusive products sections on /coupons. A code in the path is applied at once when there is
// a basket; otherwise it waits (pending voucher) and the localisation modal asks for a location.
// Headings and empty messages come from the dictionary, and feature flags switch the /coupons
// strips (offers-words.ts; decision 190).
import type { OfferCard } from '@storefront/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDictionaryWords, useFeatureFlag } from '../../lib/content/datasources.ts';
import { currentBasketAuth, useBasketSession } from '../../lib/session/basket-session.ts';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { takePendingVoucher, usePendingVoucher } from '../../lib/session/pending-voucher.ts';
import { appliedVoucherLines } from '../../ui/applied-vouchers/applied-vouchers.tsx';
import { Button } from '../../ui/button/button.tsx';
import { AlertIcon, TagIcon } from '../../ui/icons/icons.tsx';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page } from '../../ui/page/page.tsx';
import { BasketVouchers } from '../../ui/voucher-code/basket-vouchers.tsx';
import { CouponModal } from './coupon-modal.tsx';
import { OfferCardSkeleton, OfferCardView } from './offer-card.tsx';
import { categoriesFor, offersIn, useOffers } from './offers-query.ts';
import { OFFERS_FLAGS, OFFERS_WORDS } from './offers-words.ts';
import {
  applyVoucher,
  resumePendingVoucher,
  useVoucherApply,
  watchBasketForVouchers,
} from '../../lib/vouchers/voucher-apply.ts';
import { normaliseCode } from '../../lib/vouchers/voucher-code.ts';
import { VoucherStatus } from '../../ui/voucher-code/voucher-status.tsx';
import '../../ui/voucher-code/vouchers.css';

// The engagement service's cards for these pages (document 1 section 2), loaded after first paint.
const ContentCards = lazy(() => import('../../lib/engagement/content-card-section.tsx'));

watchBasketForVouchers();

/** Codes already on the basket (cart vouchers, free items, deal meals). */
function useAppliedCodes(): Set<string> {
  const basket = useBasketSession((s) => s.basket);
  return useMemo(() => new Set(appliedVoucherLines(basket).map((l) => l.code)), [basket]);
}

/** A code left waiting by an earlier visit is applied once this screen sees a basket. */
function useResumeWaitingCode() {
  useEffect(() => {
    const waiting = usePendingVoucher.getState().pendingVoucher;
    if (waiting && currentBasketAuth() && useVoucherApply.getState().phase !== 'waiting') {
      void resumePendingVoucher();
    }
  }, []);
}

function NoLocationPrompt() {
  const hasBasket = useBasketSession((s) => s.basketId !== null);
  const pending = usePendingVoucher((s) => s.pendingVoucher);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  // A waiting code has its own prompt in the status above.
  if (hasBasket || pending) return null;
  return (
    <LocationPrompt
      text="Deals and coupons differ between stores. Choose delivery or pickup and apply any offer."
      onChoose={(tab) => openLocalisation(tab)}
    />
  );
}

function OfferGrid({ offers, label }: { offers: OfferCard[]; label: string }) {
  const applied = useAppliedCodes();
  const { phase, code, source } = useVoucherApply();
  const running = phase === 'applying' || phase === 'fixing';
  return (
    <ul className="offer-grid" aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.offerId}>
          <OfferCardView
            offer={offer}
            applied={offer.voucherCode !== null && applied.has(offer.voucherCode)}
            applying={running && source === 'card' && code === offer.voucherCode}
            locked={running}
            onApply={(voucherCode) => void applyVoucher(voucherCode, 'card')}
          />
        </li>
      ))}
    </ul>
  );
}

function OffersState({
  status,
  onRetry,
  empty,
  count,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry(): void;
  empty: string;
  count: number;
}) {
  if (status === 'pending') {
    return (
      <div className="offer-grid offer-grid--loading" role="status">
        <span className="sr-only">Loading offers</span>
        {[0, 1, 2].map((i) => (
          <OfferCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="offers-message" role="alert">
        <AlertIcon />
        <div>
          <p>Sorry, we couldn&apos;t load the offers. Please try again.</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="offers-message">
        <TagIcon />
        <p>{empty}</p>
      </div>
    );
  }
  return null;
}

function CouponPanel({ onOpen }: { onOpen(): void }) {
  return (
    <section className="panel coupon-panel" aria-labelledby="coupon-panel-title">
      <h2 id="coupon-panel-title">Have a coupon code?</h2>
      <p>Enter it here and we&apos;ll add the deal to your order.</p>
      <Button block onClick={onOpen}>
        <TagIcon /> Enter a coupon code
      </Button>
    </section>
  );
}

export function OffersPage() {
  const { voucherCode } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [couponOpen, setCouponOpen] = useState(false);
  const offers = useOffers();
  const words = useDictionaryWords(OFFERS_WORDS);

  // The code in the path is used once: applied now, or queued for the location session.
  useEffect(() => {
    if (!voucherCode) return;
    const code = normaliseCode(voucherCode);
    if (currentBasketAuth() && usePendingVoucher.getState().pendingVoucher === code) takePendingVoucher();
    void applyVoucher(code, 'link');
    navigate({ pathname: '/offers', search: window.location.search }, { replace: true });
  }, [voucherCode, navigate]);
  useResumeWaitingCode();

  const cards = offersIn(offers.data, 'offers');
  const categories = categoriesFor(offers.data, cards);
  const category = params.get('category');
  const selected = categories.some((c) => c.code === category) ? category : null;
  const shown = selected ? cards.filter((c) => c.categoryCode === selected) : cards;
  const choose = (code: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('category', code);
        else next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Page
      title="Offers"
      lead={<p>Deals on pizza, meals and sides at your local Red Roof Pizza.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <VoucherStatusTop modalOpen={couponOpen} />
      <NoLocationPrompt />
      <div className="offers-layout">
        <div className="offers-layout__main">
          {categories.length > 1 && (
            <div className="offer-filters" role="group" aria-label="Offer categories">
              <button
                type="button"
                className="offer-filter"
                aria-pressed={selected === null}
                onClick={() => choose(null)}
              >
                {words.allOffers}
              </button>
              {categories.map((c) => (
                <button
                  key={c.code}
                  type="button"
                  className="offer-filter"
                  aria-pressed={selected === c.code}
                  onClick={() => choose(c.code)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          )}
          <OffersState
            status={offers.status}
            onRetry={() => void offers.refetch()}
            empty={words.offersEmpty}
            count={shown.length}
          />
          {shown.length > 0 && <OfferGrid offers={shown} label="Offers" />}
          <Suspense fallback={null}>
            <ContentCards section="offers-exclusive-deals" title={`${words.exclusiveDeals} for you`} />
            <ContentCards section="offers-exclusive-products" title={`${words.exclusiveProducts} for you`} />
          </Suspense>
        </div>
        <aside className="offers-layout__aside" aria-label="Your vouchers and coupons">
          <BasketVouchers />
          <CouponPanel onOpen={() => setCouponOpen(true)} />
          <p className="offers-aside__link">
            Member and partner coupons are on the <Link to="/coupons">coupons page</Link>.
          </p>
        </aside>
      </div>
      {couponOpen && <CouponModal onClose={() => setCouponOpen(false)} />}
    </Page>
  );
}

export function CouponsPage() {
  const [couponOpen, setCouponOpen] = useState(false);
  const offers = useOffers();
  useResumeWaitingCode();
  const deals = offersIn(offers.data, 'exclusive-deals');
  const products = offersIn(offers.data, 'exclusive-products');
  const words = useDictionaryWords(OFFERS_WORDS);
  const orderType = useLocationStore((s) => s.orderType);
  const showDeals = useFeatureFlag(OFFERS_FLAGS.exclusiveDeals, orderType, true);
  const showProducts = useFeatureFlag(OFFERS_FLAGS.exclusiveProducts, orderType, true);
  return (
    <Page
      title="Coupons"
      lead={<p>Exclusive deals and products for coupon holders. Apply one, or enter the code you were sent.</p>}
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/offers', label: 'Offers' },
      ]}
    >
      <VoucherStatusTop modalOpen={couponOpen} />
      <NoLocationPrompt />
      <div className="offers-layout">
        <div className="offers-layout__main">
          {showDeals && (
            <section className="offer-section" aria-labelledby="exclusive-deals">
              <h2 id="exclusive-deals">{words.exclusiveDeals}</h2>
              <OffersState
                status={offers.status}
                onRetry={() => void offers.refetch()}
                empty={words.exclusiveDealsEmpty}
                count={deals.length}
              />
              {deals.length > 0 && <OfferGrid offers={deals} label={words.exclusiveDeals} />}
            </section>
          )}
          {showProducts && (
            <section className="offer-section" aria-labelledby="exclusive-products">
              <h2 id="exclusive-products">{words.exclusiveProducts}</h2>
              {/* Loading and failure show once, in the first strip, unless it is switched off. */}
              {(offers.status === 'success' || !showDeals) && (
                <OffersState
                  status={offers.status}
                  onRetry={() => void offers.refetch()}
                  empty={words.exclusiveProductsEmpty}
                  count={products.length}
                />
              )}
              {products.length > 0 && <OfferGrid offers={products} label={words.exclusiveProducts} />}
            </section>
          )}
          {!showDeals && !showProducts && offers.status === 'success' && (
            <OffersState status="success" onRetry={() => {}} empty={words.exclusiveDealsEmpty} count={0} />
          )}
          <Suspense fallback={null}>
            <ContentCards section="coupons" title="Coupons for you" />
          </Suspense>
        </div>
        <aside className="offers-layout__aside" aria-label="Your vouchers and coupons">
          <CouponPanel onOpen={() => setCouponOpen(true)} />
          <BasketVouchers />
        </aside>
      </div>
      {couponOpen && <CouponModal onClose={() => setCouponOpen(false)} />}
    </Page>
  );
}

/** Links, codes that waited and (once it closes) the coupon modal report here. */
function VoucherStatusTop({ modalOpen }: { modalOpen: boolean }) {
  return (
    <div className="voucher-status-top">
      <VoucherStatus sources={modalOpen ? ['link', 'pending'] : ['link', 'pending', 'modal']} host />
    </div>
  );
}
