// /{baseRoute*}/locate/{storeName?}/{serviceType?}/{orderDueAt?} and the QR entry
// /{baseRoute*}/qr/{storeName}/{serviceType}/{orderDueAt}/{productId?} (and .../basket/{basketId?}):
// links that preset the session. A pickup preset is saved straight away; a delivery preset opens
// the modal on the delivery tab with the store noted (an address is still needed). Then the
// visitor goes on to the base route (the product for a QR product, the cart for the basket variant).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api/call-api.ts';
import { storeByName, type Store } from '../../lib/api/store-api.ts';
import { formatDueAt } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import type { SaveResult } from '../../lib/session/save-session.ts';
import { sessionMessages } from '../../lib/session/session-messages.ts';
import { placeFromSlug } from '../../lib/text.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { LocMessage } from './loc-message.tsx';
import { resetSelector, useSelectorStore } from './selector-store.ts';
import './location.css';

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

/** The time a link asks for: ASAP when absent or 'asap'; a store-local time; null when malformed. */
export function dueFromLink(orderDueAt: string | undefined): { isAsap: boolean; orderDueAt: string | null } | null {
  if (!orderDueAt || orderDueAt.toLowerCase() === 'asap') return { isAsap: true, orderDueAt: null };
  const value = orderDueAt.toUpperCase();
  return formatDueAt(value) ? { isAsap: false, orderDueAt: value } : null;
}

/** Where the visitor goes after the session is saved. */
export function destinationOf(entry: LocateEntry): string {
  if (entry.kind === 'qr' && entry.basket) return '/cart';
  return entry.baseRoute || '/';
}

async function productPath(productId: string, store: Store | null): Promise<string | null> {
  if (!/^\d+$/.test(productId)) return null;
  try {
    const product = await callApi('productById', {
      params: { productId },
      query: { storeCode: store?.code, includeIngredientDetails: false },
    });
    return `/product/${product.productType.toLowerCase()}/${product.slug}`;
  } catch {
    return null;
  }
}

type State =
  | { kind: 'preparing' }
  | { kind: 'choosing'; store: Store | null }
  | { kind: 'failed'; message: string; store: Store | null }
  | { kind: 'unknown-store' };

export function LocateScreen({ entry }: { entry: LocateEntry }) {
  const navigate = useNavigate();
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const [state, setState] = useState<State>({ kind: 'preparing' });
  const started = useRef<string | null>(null);
  const serviceType = serviceTypeOf(entry.serviceType);
  const place = entry.storeName ? placeFromSlug(entry.storeName) : undefined;

  useEffect(() => {
    // Once per link (React's development re-run of effects must not save twice).
    const key = JSON.stringify(entry);
    if (started.current === key) return;
    started.current = key;
    const due = dueFromLink(entry.orderDueAt);
    let store: Store | null = null;

    const goOn = async () => {
      const product = entry.productId ? await productPath(entry.productId, store) : null;
      navigate(product ?? destinationOf(entry), { replace: true });
    };
    const choose = (tab: 'delivery' | 'pickup', extra: { warning?: string; notice?: string } = {}) => {
      // The link's time is preselected when the store offers it.
      resetSelector();
      if (due?.orderDueAt) {
        useSelectorStore.getState().setDay(due.orderDueAt.slice(0, 10));
        useSelectorStore.getState().setSlot(due.orderDueAt);
      }
      openLocalisation(tab, {
        ...(store ? { storeCode: store.code } : {}),
        ...extra,
        onSuccess: () => void goOn(),
      });
      setState({ kind: 'choosing', store });
    };

    void (async () => {
      if (!entry.storeName) return choose(serviceType ?? 'delivery');
      try {
        store = await storeByName(entry.storeName);
      } catch (error) {
        setState(
          error instanceof ApiError && error.status === 404
            ? { kind: 'unknown-store' }
            : { kind: 'failed', message: sessionMessages.saveError(), store: null },
        );
        return;
      }
      if (serviceType === 'delivery') {
        return choose('delivery', {
          notice: `Ordering from ${store.name}. Enter your address to check it delivers to you.`,
        });
      }
      if (serviceType !== 'pickup' || !due) {
        return choose('pickup', due ? {} : { warning: sessionMessages.timeUnavailable });
      }
      const { saveSession } = await import('../../lib/session/save-session.ts');
      const result: SaveResult = await saveSession(
        {
          serviceType: 'pickup',
          ...due,
          storeCode: store.code,
          point: { latitude: store.latitude, longitude: store.longitude },
        },
        { resetSelector },
      );
      if (result.status === 'saved') await goOn();
      else if (result.status === 'invalid-time') choose('pickup', { warning: result.warning });
      else if (result.status === 'handled') setState({ kind: 'choosing', store });
      else setState({ kind: 'failed', message: result.message, store });
    })();
  }, [entry, navigate, openLocalisation, serviceType]);

  const title = place ? `Order from Red Roof Pizza ${place}` : 'Choose delivery or pickup';
  const eyebrow = entry.kind === 'qr' ? 'Scanned in store' : 'Start your order';

  if (state.kind === 'preparing') {
    return (
      <Page title={title} eyebrow={eyebrow} width="narrow">
        <div className="locate-preparing">
          <Spinner size="lg" label="Preparing your session" />
          <p role="status">{sessionMessages.preparing}</p>
        </div>
      </Page>
    );
  }
  if (state.kind === 'unknown-store') {
    return (
      <Page title="Store not found" eyebrow={eyebrow} width="narrow">
        <LocMessage tone="warning">
          We couldn't find the store {place ? `"${place}"` : ''} from this link. Find your nearest store instead.
        </LocMessage>
        <div className="page__actions">
          <Link to="/stores" className={buttonClass()}>
            Find a store
          </Link>
          <Button variant="secondary" onClick={() => openLocalisation(serviceType ?? 'delivery')}>
            Choose delivery or pickup
          </Button>
        </div>
      </Page>
    );
  }
  const store = state.store;
  return (
    <Page
      title={store ? `Order from ${store.name}` : title}
      eyebrow={eyebrow}
      width="narrow"
      lead={<p>{state.kind === 'failed' ? '' : 'Choose where and when in the window that opened to continue.'}</p>}
    >
      {state.kind === 'failed' && <LocMessage tone="error">{state.message}</LocMessage>}
      <div className="page__actions">
        <Button
          onClick={() =>
            openLocalisation(serviceType ?? (store ? 'pickup' : 'delivery'), {
              ...(store ? { storeCode: store.code } : {}),
              onSuccess: () => navigate(destinationOf(entry), { replace: true }),
            })
          }
        >
          Choose delivery or pickup
        </Button>
        <Link to={destinationOf(entry)} className={buttonClass({ variant: 'secondary' })}>
          Continue without choosing
        </Link>
      </div>
    </Page>
  );
}

export default LocateScreen;
