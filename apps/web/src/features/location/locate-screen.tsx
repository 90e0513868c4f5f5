// /{baseRoute*}/locate/... and /{baseRoute*}/qr/...: a link that carries a store, order type and
// time (QR codes in store, marketing links). The location issue saves the session from it and
// returns to the base route; today the visitor confirms with the localisation modal.
import { Link } from 'react-router';
import { formatDueAt } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { placeFromSlug, titleFromSlug } from '../../lib/text.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';

export interface LocateEntry {
  kind: 'locate' | 'qr';
  baseRoute: string;
  storeName?: string;
  serviceType?: string;
  orderDueAt?: string;
  productId?: string;
  basket?: boolean;
  basketId?: string;
}

export const serviceTypeOf = (value: string | undefined): 'delivery' | 'pickup' | undefined =>
  value?.toLowerCase() === 'delivery' ? 'delivery' : value?.toLowerCase() === 'pickup' ? 'pickup' : undefined;

/** 'asap', or store-local 'YYYY-MM-DDTHH:mm' in any letter case (paths may be lower-cased). */
export function timeLabel(orderDueAt: string | undefined): string | undefined {
  if (!orderDueAt) return undefined;
  if (orderDueAt.toLowerCase() === 'asap') return 'As soon as possible';
  return formatDueAt(orderDueAt.toUpperCase()) ?? undefined;
}

export function LocateScreen({ entry }: { entry: LocateEntry }) {
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const serviceType = serviceTypeOf(entry.serviceType);
  const store = entry.storeName ? placeFromSlug(entry.storeName) : undefined;
  const time = timeLabel(entry.orderDueAt);
  return (
    <Page
      title={store ? `Order from Red Roof Pizza ${store}` : 'Choose delivery or pickup'}
      eyebrow={entry.kind === 'qr' ? 'Scanned in store' : 'Start your order'}
      lead={<p>Check the details below, then continue to your order.</p>}
      width="narrow"
    >
      <Section title="Your order">
        <dl className="facts">
          <dt>Store</dt>
          <dd>{store ?? 'Not chosen yet'}</dd>
          <dt>Order type</dt>
          <dd>{serviceType ? titleFromSlug(serviceType) : 'Not chosen yet'}</dd>
          <dt>Time</dt>
          <dd>{time ?? 'Not chosen yet'}</dd>
          {entry.productId && (
            <>
              <dt>Item</dt>
              <dd>{entry.productId}</dd>
            </>
          )}
          {entry.basket && (
            <>
              <dt>Cart</dt>
              <dd>{entry.basketId ? 'Your saved cart' : 'A new cart'}</dd>
            </>
          )}
        </dl>
      </Section>
      <div className="page__actions">
        <Button onClick={() => openLocalisation(serviceType ?? 'delivery')}>Confirm delivery or pickup</Button>
        <Link to={entry.baseRoute} className={buttonClass({ variant: 'secondary' })}>
          Continue
        </Link>
      </div>
    </Page>
  );
}
