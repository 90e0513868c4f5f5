// Upsell popups after an add to cart (poster, product, ingredient). The marketing service answers
// the upsells whose required products include the added one and whose trigger matches; the first
// that is not locked and has something to offer is shown. Closing it counts a dismissal, following
// a poster or opening a product counts an interaction, and taking an offer counts a redemption.
import type { Basket, BasketItemView, UpsellOffer } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../lib/analytics.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { basketErrorMessage, isIgnoredBasketError } from '../../lib/api/basket-outcomes.ts';
import { basketCall } from '../../lib/api/basket-request.ts';
import { callApi } from '../../lib/api/call-api.ts';
import {
  productByIdQuery,
  productPath,
  useFulfilmentContext,
  type ProductView,
} from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import type { UpsellRequest } from '../../lib/session/overlay-requests.ts';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { ProductImage } from '../../ui/product-image/product-image.tsx';
import { showSnackbar, showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { isUpsellLocked, recordUpsellEvent } from './upsell-counters.ts';
import { upsellOptions, type UpsellOption } from './upsell-options.ts';
import './upsell.css';

export function UpsellPopup({ request, onClose }: { request: UpsellRequest; onClose(): void }) {
  const ctx = useFulfilmentContext();
  const basket = useBasketSession((s) => s.basket);
  const line = request.basketItemId
    ? (basket?.basketItems.find((i) => i.basketItemId === request.basketItemId) ?? null)
    : null;

  const offers = useQuery({
    queryKey: ['upsells', request.productId, request.trigger, ctx.storeCode ?? '', ctx.fulfilmentDateTime ?? ''],
    enabled: !!ctx.storeCode,
    staleTime: 0,
    retry: false,
    // Spec: a failure means no upsell (an empty list), and it is logged.
    queryFn: ({ signal }): Promise<UpsellOffer[]> => {
      const { storeCode, ...when } = ctx;
      if (!storeCode) return Promise.resolve([]); // not asked: the query waits for a store
      return callApi('upsells', {
        signal,
        body: { ...when, storeCode, productId: request.productId, trigger: request.trigger },
      }).catch((error: unknown) => {
        if (!signal.aborted) logUpsellFailure(error, request);
        return [];
      });
    },
  });
  const wantsLineProduct = !!line?.isCustomisable && (offers.data ?? []).some((o) => o.design === 'IngredientUpsell');
  const lineProduct = useQuery({ ...productByIdQuery(line?.productId ?? 0, ctx), enabled: wantsLineProduct });

  const ready = offers.isSuccess && (!wantsLineProduct || !lineProduct.isPending);
  const chosen = ready ? firstShowable(offers.data ?? [], basket, line, lineProduct.data ?? null) : undefined;

  // Nothing to show (no store, no upsell, all locked): the request is done.
  const nothing = !ctx.storeCode || chosen === null;
  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);
  const shownId = chosen?.offer.upsellId;
  useEffect(() => {
    if (shownId !== undefined) track('upsell_view', { upsellId: shownId });
  }, [shownId]);

  if (!chosen) return null;
  return <UpsellDialog offer={chosen.offer} options={chosen.options} request={request} onClose={onClose} />;
}

/** An upsell that could not be fetched goes to the error reporter; the customer sees no popup. */
export function logUpsellFailure(error: unknown, request: Pick<UpsellRequest, 'productId' | 'trigger'>): void {
  captureException(error, {
    tags: { area: 'upsell' },
    extra: { productId: request.productId, trigger: request.trigger },
  });
}

/** The first upsell that is not locked and has something to offer (a poster always has). */
function firstShowable(
  offers: UpsellOffer[],
  basket: Basket | null,
  line: BasketItemView | null,
  lineProduct: ProductView | null,
): { offer: UpsellOffer; options: UpsellOption[] } | null {
  for (const offer of offers) {
    if (isUpsellLocked(offer.upsellId)) continue;
    const options = upsellOptions(offer, basket, line, lineProduct);
    if (offer.design === 'Poster' || options.length > 0) return { offer, options };
  }
  return null;
}

function UpsellDialog({
  offer,
  options,
  request,
  onClose,
}: {
  offer: UpsellOffer;
  options: UpsellOption[];
  request: UpsellRequest;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const settled = useRef(false);

  const finish = (event: 'dismissals' | 'interactions' | 'redemptions') => {
    if (settled.current) return;
    settled.current = true;
    recordUpsellEvent(offer.upsellId, event);
    track(`upsell_${event === 'dismissals' ? 'dismiss' : event === 'interactions' ? 'interact' : 'redeem'}`, {
      upsellId: offer.upsellId,
    });
    onClose();
  };

  const dismiss = () => {
    if (pending === null) finish('dismissals');
  };

  async function take(option: UpsellOption) {
    if (pending !== null) return;
    const { action, product } = option;
    if (action.kind === 'open') {
      finish('interactions');
      navigate(productPath(action.product));
      return;
    }
    setPending(product.productId);
    try {
      if (action.kind === 'swap' && request.basketItemId) {
        await basketCall('swapBasketItemParts', {
          params: { basketItemId: request.basketItemId },
          body: {
            addBasketItemParts: [{ productId: action.addProductId, quantity: 1 }],
            removeProductIds: action.removeProductIds,
            updateSingle: action.updateSingle,
          },
        });
      } else {
        await basketCall('addBasketItem', { body: { productId: product.productId, quantity: 1 } });
        await removeReplaced(offer, request);
      }
      showSuccess(`added ${product.name} to your cart.`);
      finish('redemptions');
    } catch (error) {
      if (!isIgnoredBasketError(error)) showSnackbar({ message: basketErrorMessage(error, 'add'), theme: 'danger' });
      setPending(null);
    }
  }

  const busy = pending !== null;
  const image = offer.images[0];

  if (offer.design === 'Poster') {
    return (
      <Modal open title={posterTitle(request.trigger)} size="sm" onClose={dismiss} className="upsell upsell--poster">
        {image && <ProductImage imageSlug={image} className="upsell__poster" eager />}
        <p className="upsell__description">{offer.popupDescription}</p>
        <div className="upsell__actions">
          {offer.redirectLink && (
            <Button
              block
              onClick={() => {
                finish('interactions');
                navigate(offer.redirectLink!);
              }}
            >
              {offer.buttonText}
            </Button>
          )}
          <Button variant="ghost" block onClick={dismiss}>
            No thanks
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={offer.design === 'IngredientUpsell' ? 'Make it even better' : 'Goes well with your order'}
      size="md"
      onClose={dismiss}
      busy={busy}
      noCloseWhileBusy
      className="upsell"
    >
      <p className="upsell__description">{offer.popupDescription}</p>
      <ul className="upsell__options">
        {options.map((option) => (
          <li key={option.product.productId} className="upsell-option">
            <ProductImage imageSlug={option.product.imageSlug} className="upsell-option__image" eager />
            <span className="upsell-option__name">
              {option.product.name}
              <span className="upsell-option__price">{priceOf(option)}</span>
            </span>
            <Button
              size="sm"
              onClick={() => void take(option)}
              disabled={busy}
              aria-label={`${option.action.kind === 'open' ? 'Choose' : offer.buttonText}: ${option.product.name}`}
            >
              {pending === option.product.productId ? (
                <Spinner size="sm" label={`Adding ${option.product.name}`} />
              ) : option.action.kind === 'open' ? (
                'Choose'
              ) : (
                offer.buttonText
              )}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" block onClick={dismiss} disabled={busy}>
        No thanks
      </Button>
    </Modal>
  );
}

/**
 * The poster opens the moment something goes into the cart (the spec's addtocart and adddealtocart
 * triggers), so its title says so rather than speaking as if the customer were leaving.
 */
export function posterTitle(trigger: UpsellRequest['trigger']): string {
  return trigger === 'adddealtocart' ? 'Deal added. Something to go with it?' : 'Added. Something to go with it?';
}

function priceOf({ action, priceCents }: UpsellOption): string {
  if (action.kind === 'swap') return priceCents > 0 ? `+${formatCents(priceCents)}` : 'No extra charge';
  return priceCents === 0 ? 'Free' : formatCents(priceCents);
}

/**
 * A product upsell with removeProducts replaces what triggered it (a 600 ml cola upgraded to
 * 1.25 L): one of the added line comes off once the new product is in.
 */
async function removeReplaced(offer: UpsellOffer, request: UpsellRequest) {
  if (offer.removeProducts.length === 0 || !request.basketItemId) return;
  const basket = useBasketSession.getState().basket;
  const line = basket?.basketItems.find((i) => i.basketItemId === request.basketItemId);
  if (!line || !offer.removeProducts.includes(line.productId)) return;
  await basketCall('setBasketItemQuantities', {
    body: [{ basketItemId: line.basketItemId, quantity: line.quantity - 1 }],
  });
}
