// Header control for the location session: order type, store and time, or the call to choose.
// On the spec's popover routes an unlocalised visitor also gets a prompt anchored to it.
import { useRef, useState } from 'react';
import { canShowLocationPopover, useRouteName } from '../../lib/route-names.ts';
import { basketDeliveryCosts, deliveryCostsText, useDeliveryFee } from '../../lib/delivery-costs.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { orderSummary, useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { readSession, writeSession } from '../../lib/storage.ts';
import { mediaUp, useMediaQuery } from '../../ui/breakpoints.ts';
import { Button } from '../../ui/button/button.tsx';
import { ClockIcon, PinIcon } from '../../ui/icons/icons.tsx';
import { Popover } from '../../ui/popover/popover.tsx';

export const POPOVER_DISMISSED_KEY = 'location_popover_dismissed';

/** Delivery fee and minimum order of the delivery session, or null (pickup, no basket yet). */
function useHeaderDeliveryCosts(delivery: boolean): string | null {
  const basket = useBasketSession((s) => s.basket);
  const forDelivery = delivery && basket?.serviceType === 'Delivery' ? basket : null;
  const charged = forDelivery?.serviceCharges.some((c) => c.serviceChargeType === 'Delivery') ?? false;
  const catalogueFee = useDeliveryFee(!!forDelivery && !charged);
  return forDelivery ? deliveryCostsText(basketDeliveryCosts(forDelivery, catalogueFee), true) || null : null;
}

export function OrderSummary() {
  const session = useLocationStore();
  const summary = orderSummary(session);
  const costs = useHeaderDeliveryCosts(session.orderType === 'delivery');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const localisationOpen = useOverlayRequests((s) => s.localisation !== null);
  const routeName = useRouteName();
  const anchor = useRef<HTMLButtonElement>(null);
  const [dismissed, setDismissed] = useState(() => readSession(POPOVER_DISMISSED_KEY) === '1');
  const dismiss = () => {
    writeSession(POPOVER_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const choose = (tab: 'delivery' | 'pickup') => {
    dismiss();
    openLocalisation(tab);
  };
  // Under 768 px the order bar sits right above the content and a popover would cover the page's
  // heading, so the prompt is a desktop nicety only.
  const roomy = useMediaQuery(mediaUp('md'));
  const showPopover =
    roomy && !summary.localised && !dismissed && !localisationOpen && canShowLocationPopover(routeName);

  return (
    <div className="order-summary">
      {summary.localised ? (
        <button
          ref={anchor}
          type="button"
          className="order-summary__button"
          onClick={() => openLocalisation(session.orderType === 'pickup' ? 'pickup' : 'delivery')}
        >
          <PinIcon />
          <span className="order-summary__text">
            <strong>
              {summary.orderType}
              {summary.place && ` · ${summary.place}`}
            </strong>
            {costs && <span className="order-summary__costs">{costs}</span>}
          </span>
          {summary.time && (
            <span className="order-summary__time">
              <ClockIcon />
              {summary.time}
            </span>
          )}
          {/* Named by its visible text plus this (WCAG 2.5.3: the label is in the name). */}
          <span className="sr-only">. Change order details</span>
        </button>
      ) : (
        <button ref={anchor} type="button" className="order-summary__button" onClick={() => choose('delivery')}>
          <PinIcon />
          <span className="order-summary__text">
            <strong>Choose delivery or pickup</strong>
            <span>See prices and deals at your store</span>
          </span>
        </button>
      )}
      <Popover anchorRef={anchor} open={showPopover} onClose={dismiss} title="Where are we sending your pizza?">
        <p>Choose delivery or pickup to see your local store's menu, prices and deals.</p>
        <div className="popover-actions">
          <Button size="sm" variant="inverse" onClick={() => choose('delivery')}>
            Delivery
          </Button>
          <Button size="sm" variant="inverse" onClick={() => choose('pickup')}>
            Pickup
          </Button>
        </div>
      </Popover>
    </div>
  );
}
