// /track-order: find an order from any device with its reference and the mobile number or e-mail
// given on it (POST /order/lookup). A wrong reference and a wrong contact answer alike, so the page
// never hints that a reference exists; the grant the answer carries lets the order page keep
// tracking on this device. Orders placed in this tab are listed below for one tap; a signed-in
// customer sees their account's orders of the last 8 hours above the form.
import { toAustralianMobile } from '@storefront/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { TRACKING_HOURS } from './order-constants.ts';
import { telHref } from '../../lib/order-format.ts';
import { lookUpOrder } from './order-lookup-api.ts';
import { SignedInOrders } from './signed-in-orders.tsx';
import '../../ui/field/field.css';
import './orders.css';

/** Normalise what was typed: no spaces or dashes, upper-case. */
export const normaliseReference = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TrackForm {
  reference: string;
  contact: string;
}
export type TrackErrors = Partial<Record<keyof TrackForm, string>>;

export function validateTrackForm({ reference, contact }: TrackForm): TrackErrors {
  const errors: TrackErrors = {};
  const ref = normaliseReference(reference);
  if (!ref) errors.reference = 'Enter your order reference.';
  else if (!/^[A-Z0-9]{4,20}$/.test(ref)) {
    errors.reference = 'Enter the order reference from your confirmation (4 to 20 letters and numbers).';
  }
  const typed = contact.trim();
  if (!typed) errors.contact = 'Enter the mobile number or email you gave with the order.';
  else if (typed.includes('@') ? !EMAIL_RE.test(typed) : !toAustralianMobile(typed).ok) {
    errors.contact = 'Enter an email like name@example.com, or an Australian mobile like 0412 345 678.';
  }
  return errors;
}

/** What to say when the lookup was refused; any mismatch reads the same. */
export function lookupFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'We couldn’t find an order with that reference and mobile number or email. Check both and try again.';
  }
  if (error instanceof ApiError && error.status === 403) {
    return `You can no longer track this order. Orders can be tracked for ${TRACKING_HOURS} hours after they are placed.`;
  }
  if (error instanceof ApiError && error.status === 429) {
    const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    const minutes = typeof seconds === 'number' ? Math.max(1, Math.ceil(seconds / 60)) : null;
    return minutes
      ? `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      : 'Too many tries. Please wait a few minutes and try again.';
  }
  return 'Order tracking did not load. Please try again.';
}

export function TrackOrderPage() {
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const id = useId();
  const [form, setForm] = useState<TrackForm>({ reference: '', contact: '' });
  const [errors, setErrors] = useState<TrackErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const referenceRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const recent = useRecentOrders((s) => s.recentOrders);
  const [now] = useState(() => Date.now());
  const trackable = recent.filter((o) => now - Date.parse(o.placedAt) < TRACKING_HOURS * 3_600_000);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateTrackForm(form);
    setErrors(found);
    setFailure(null);
    if (found.reference) return referenceRef.current?.focus();
    if (found.contact) return contactRef.current?.focus();
    setBusy(true);
    try {
      const order = await lookUpOrder(normaliseReference(form.reference), form.contact.trim());
      navigate(`/order/${order.orderId}`);
    } catch (error) {
      setFailure(lookupFailure(error));
      setBusy(false);
    }
  };

  const field = (name: keyof TrackForm) => {
    const hint = `${id}-${name}-hint`;
    const error = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      name,
      value: form[name],
      onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${hint} ${error}` : hint,
      disabled: busy,
    };
  };

  return (
    <Page
      title="Track your order"
      lead={<p>Follow your order from our oven to your door, on any device.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
      width="narrow"
    >
      <SignedInOrders />
      <Section title="Find your order">
        <form
          className="track-form"
          onSubmit={submit}
          noValidate
          aria-label="Find your order"
          aria-busy={busy}
          aria-describedby={`${id}-failure`}
        >
          <div className="track-form__field search-field">
            <label htmlFor={`${id}-reference`}>Order reference</label>
            <p className="field__hint" id={`${id}-reference-hint`}>
              It is on your order confirmation, for example RR7KD4MX.
            </p>
            <input
              {...field('reference')}
              ref={referenceRef}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
            />
            {errors.reference && (
              <p id={`${id}-reference-error`} className="field__error">
                {errors.reference}
              </p>
            )}
          </div>
          <div className="track-form__field search-field">
            <label htmlFor={`${id}-contact`}>Mobile number or email</label>
            <p className="field__hint" id={`${id}-contact-hint`}>
              The one you gave when you ordered.
            </p>
            <input {...field('contact')} ref={contactRef} autoComplete="email" spellCheck={false} maxLength={200} />
            {errors.contact && (
              <p id={`${id}-contact-error`} className="field__error">
                {errors.contact}
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Finding your order…' : 'Find order'}
          </Button>
          <p id={`${id}-failure`} className="field__error" role="alert">
            {failure}
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
