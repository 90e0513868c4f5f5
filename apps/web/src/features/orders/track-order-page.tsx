// /track-order: find an order by its reference. The lookup proves ownership with the session ids
// this tab knows; an unknown reference and someone else's answer the same "not found", so the page
// never hints that a reference exists.
import type { OrderStatusView } from '@storefront/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { fetchOrderByReference, knownSessionIds } from './order-api.ts';
import { TRACKING_HOURS } from './order-constants.ts';
import { telHref } from './order-format.ts';
import '../../ui/field/field.css';
import './orders.css';

export type LookupResult =
  | { kind: 'found'; view: OrderStatusView; sessionId: string }
  | { kind: 'not-found' }
  | { kind: 'restricted' }
  | { kind: 'failed' };

/** Normalise what was typed: no spaces or dashes, upper-case. */
export const normaliseReference = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Tries each known session until one owns the reference; any answer but 404 decides. */
export async function lookUpReference(
  reference: string,
  sessionIds: readonly string[],
  fetchByReference: typeof fetchOrderByReference = fetchOrderByReference,
): Promise<LookupResult> {
  for (const sessionId of sessionIds) {
    try {
      return { kind: 'found', view: await fetchByReference(reference, sessionId), sessionId };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      if (error instanceof ApiError && error.status === 403) return { kind: 'restricted' };
      return { kind: 'failed' };
    }
  }
  return { kind: 'not-found' };
}

const MESSAGES: Record<Exclude<LookupResult['kind'], 'found'>, string> = {
  'not-found':
    'We couldn’t find an order with that reference placed on this device. Check the reference and try again.',
  restricted: 'You can no longer track this order.',
  failed: 'Order tracking did not load. Please try again.',
};

export function TrackOrderPage() {
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recent = useRecentOrders((s) => s.recentOrders);
  const [now] = useState(() => Date.now());
  const trackable = recent.filter((o) => now - Date.parse(o.placedAt) < TRACKING_HOURS * 3_600_000);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reference = normaliseReference(value);
    if (reference.length < 4 || reference.length > 20) {
      setError('Enter the order reference from your confirmation (4 to 20 letters and numbers).');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await lookUpReference(reference, knownSessionIds());
    setBusy(false);
    if (result.kind === 'found') {
      navigate(`/order/${result.view.orderId}`);
      return;
    }
    setError(MESSAGES[result.kind]);
  };

  const errorId = `${inputId}-error`;
  return (
    <Page
      title="Track your order"
      lead={<p>Follow your order from our oven to your door.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
      width="narrow"
    >
      <Section title="Find your order">
        <form className="search-field track-form" onSubmit={submit} noValidate aria-busy={busy}>
          <label htmlFor={inputId}>Order reference</label>
          <p className="field__hint" id={`${inputId}-hint`}>
            It is on your order confirmation, for example RR7KD4MX.
          </p>
          <div className="search-field__row">
            <input
              id={inputId}
              name="orderReference"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-hint ${errorId}` : `${inputId}-hint`}
            />
            <Button type="submit" disabled={busy}>
              {busy ? 'Finding…' : 'Find order'}
            </Button>
          </div>
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        </form>
        <p className="track-help">
          Orders can be tracked for {TRACKING_HOURS} hours. Need help? Call <a href={telHref(phone)}>{phone}</a>.
        </p>
      </Section>
      <Section title="Recent orders">
        {trackable.length === 0 ? (
          <p>
            Orders you've placed in the last {TRACKING_HOURS} hours on this device show here.{' '}
            <Link to="/login">Log in</Link> to see orders from your account.
          </p>
        ) : (
          <ul className="link-list">
            {trackable.map((order) => (
              <li key={order.orderId}>
                <Link to={`/order/${order.orderId}`}>
                  <span>{order.orderReference ? `Order ${order.orderReference}` : 'Your order'}</span>
                  <span className="track-recent__time">
                    {new Date(order.placedAt).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}
