// A store in the locator's results: name (to its page), address, distance, services, today's hours
// and whether it is open now.
import type { Store, StoreSchedule } from '@storefront/contract';
import { Link } from 'react-router';
import { hoursText, openState, todayOf } from '../../lib/store-hours.ts';
import { BagIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { OpenStatusBadge } from '../../ui/status-badge/status-badge.tsx';

export const storePagePath = (store: Pick<Store, 'storeName'>): string => `/stores/pizza-hut-${store.storeName}`;

export function Services({ store }: { store: Pick<Store, 'canDeliver' | 'canPickup'> }) {
  return (
    <ul className="service-list" aria-label="Services">
      {store.canDeliver && (
        <li>
          <ScooterIcon /> Delivery
        </li>
      )}
      {store.canPickup && (
        <li>
          <BagIcon /> Pickup
        </li>
      )}
    </ul>
  );
}

export function StoreCard({
  store,
  now,
}: {
  store: StoreSchedule | (Store & { distanceKm?: null; tradingDays?: undefined });
  now: Date;
}) {
  const days = store.tradingDays;
  const state = days ? openState(days, 'pickup', now) : null;
  const today = days ? todayOf(days, now) : undefined;
  return (
    <li className="store-card">
      <div className="store-card__head">
        <h3 className="store-card__name">
          <Link to={storePagePath(store)}>{store.name}</Link>
        </h3>
        {store.distanceKm != null && <span className="store-card__distance">{store.distanceKm.toFixed(1)} km</span>}
      </div>
      <p className="store-card__address">
        {store.address}, {store.city} {store.state} {store.postCode}
      </p>
      <Services store={store} />
      {state && (
        <p className="store-card__status">
          <OpenStatusBadge open={state.open} text={state.text} />
        </p>
      )}
      {days && (
        <dl className="store-card__hours">
          <dt>Today{today?.exceptionName ? ` (${today.exceptionName})` : ''}</dt>
          <dd>
            Pickup {hoursText(today, 'pickup')}
            {store.canDeliver && (
              <>
                <br />
                Delivery {hoursText(today, 'delivery')}
              </>
            )}
          </dd>
        </dl>
      )}
      {!store.isPOSOnline && <p className="store-card__offline">Not taking online orders right now</p>}
    </li>
  );
}
