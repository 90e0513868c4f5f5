// The host's controls (lock, unlock, cancel, checkout with payAll or split) and everyone's share
// payment through the gateway's hosted card page (docs/group-orders.md, "Checkout" and "Paying a share").
import type { GroupOrder } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { platform } from '../../lib/platform/index.ts';
import { Button } from '../../ui/button/button.tsx';
import { TextField } from '../../ui/form-fields/form-fields.tsx';
import {
  checkoutGroup,
  fieldError,
  giveContactDetails,
  openHostBasket,
  problemCode,
  startShareCardSession,
  type Membership,
} from './group-api.ts';
import { BASKET_ELSEWHERE } from './group-format.ts';

/** Runs a call for the page: busy state, error message, the new group and what to announce. */
export type Run = (label: string, call: () => Promise<GroupOrder | void>, done?: string) => Promise<boolean>;

const expiryTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true });

export const payReturnPath = (shareToken: string, cover: boolean): string =>
  `/group/${shareToken}?pay=${cover ? 'cover' : 'share'}`;

export function HostControls({
  group,
  membership,
  busy,
  run,
  onLock,
  onUnlock,
  onCancel,
}: {
  group: GroupOrder;
  membership: Membership;
  busy: boolean;
  run: Run;
  onLock(): void;
  onUnlock(): void;
  onCancel(): void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [needsDetails, setNeedsDetails] = useState<GroupOrder['mode']>(null);
  const checkout = async (mode: 'payAll' | 'split') => {
    let failure: unknown = null;
    await run(
      mode === 'payAll' ? 'Choosing to pay for everyone' : 'Splitting the bill',
      () =>
        checkoutGroup(membership, mode).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
      mode === 'payAll' ? 'You pay for everyone: continue to checkout.' : 'The bill is split: everyone can pay now.',
    );
    if (problemCode(failure) === 'CustomerDetailsRequired') setNeedsDetails(mode);
  };
  const canCheckout = group.status === 'open' || group.status === 'locked';
  return (
    <div className="group-host">
      <div className="group-host__row">
        {group.status === 'open' && (
          <Button variant="secondary" disabled={busy} onClick={onLock}>
            Lock the group
          </Button>
        )}
        {group.status === 'locked' && (
          <Button variant="secondary" disabled={busy} onClick={onUnlock}>
            Unlock the group
          </Button>
        )}
        {!confirming ? (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            Cancel group order
          </Button>
        ) : (
          <span className="group-host__confirm" role="group" aria-label="Cancel the group order?">
            <span>Cancel for everyone? Any payment is released.</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onCancel();
              }}
            >
              Yes, cancel it
            </Button>
            <Button variant="ghost" autoFocus onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </span>
        )}
      </div>
      {canCheckout && (
        <>
          <h3>Checkout</h3>
          <p>Checking out locks the group. Pay for everyone, or let each person pay their share.</p>
          <div className="group-host__row">
            <Button disabled={busy || group.itemsSubtotal === 0} onClick={() => void checkout('payAll')}>
              Pay for everyone
            </Button>
            <Button
              variant="secondary"
              disabled={busy || group.itemsSubtotal === 0}
              onClick={() => void checkout('split')}
            >
              Split the bill
            </Button>
          </div>
          {needsDetails && (
            <ContactDetails
              basketId={group.you.basketId}
              busy={busy}
              onSaved={() => {
                const mode = needsDetails;
                setNeedsDetails(null);
                void checkout(mode);
              }}
            />
          )}
        </>
      )}
      {group.status === 'checkingOut' && (
        <>
          <p>You are paying for everyone: the checkout has everyone&apos;s items.</p>
          <Button
            disabled={busy}
            onClick={() =>
              void run('Opening the checkout', async () => {
                if (!group.you.basketId || !(await openHostBasket(group.you.basketId))) {
                  throw new Error(BASKET_ELSEWHERE);
                }
                void navigate('/checkout');
              })
            }
          >
            Continue to checkout
          </Button>
        </>
      )}
    </div>
  );
}

/** The host's contact details, which the store needs before the group checks out. */
function ContactDetails({ basketId, busy, onSaved }: { basketId: string | null; busy: boolean; onSaved(): void }) {
  const [form, setForm] = useState({ firstName: '', email: '', mobileNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The form appears after the checkout asked for it: the first field to fill takes focus (after
  // the page's alert has taken it, in the same update).
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById('group-contact-email')?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!form.email.trim()) found.email = 'Enter your email address.';
    if (!form.mobileNumber.trim()) found.mobileNumber = 'Enter your mobile number.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      document.getElementById(`group-contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const sessionId = basketId ? useBasketSession.getState().sessions[basketId]?.sid : undefined;
    if (!basketId || !sessionId) {
      setFailure('This tab no longer holds the basket the group started from.');
      return;
    }
    setSaving(true);
    try {
      await giveContactDetails(basketId, sessionId, {
        ...(form.firstName.trim() ? { firstName: form.firstName.trim() } : {}),
        email: form.email.trim(),
        mobileNumber: form.mobileNumber.trim(),
      });
      onSaved();
    } catch (error) {
      const named = {
        firstName: fieldError(error, 'body.firstName'),
        email: fieldError(error, 'body.email'),
        mobileNumber: fieldError(error, 'body.mobileNumber'),
      };
      setErrors(named);
      if (!named.firstName && !named.email && !named.mobileNumber) setFailure("We couldn't save your details.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="group-contact" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="group-contact-title">
      <h4 id="group-contact-title">Your contact details</h4>
      <p>The store needs them before the group checks out.</p>
      <TextField
        id="group-contact-firstName"
        label="First name (optional)"
        autoComplete="given-name"
        value={form.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      <TextField
        id="group-contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="group-contact-mobileNumber"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        value={form.mobileNumber}
        onChange={set('mobileNumber')}
        error={errors.mobileNumber}
      />
      {failure && (
        <p role="alert" className="group-error">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy || saving}>
        {saving ? 'Saving…' : 'Save and check out'}
      </Button>
    </form>
  );
}

/** "Pay my share" and, for the host, "Cover the rest": off to the gateway's hosted card page. */
export function SharePayment({
  group,
  membership,
  busy,
  run,
}: {
  group: GroupOrder;
  membership: Membership;
  busy: boolean;
  run: Run;
}) {
  if (group.status !== 'collecting') return null;
  const me = group.participants.find((p) => p.participantId === group.you.participantId);
  const pending = group.participants.filter((p) => p.share?.status === 'pending');
  const othersPending = pending.filter((p) => p.participantId !== group.you.participantId);
  const rest = pending.reduce((sum, p) => sum + (p.share?.amountCents ?? 0), 0);
  const pay = (cover: boolean) =>
    void run(cover ? 'Opening the card page for the rest' : 'Opening the card page', async () => {
      const session = await startShareCardSession(membership, payReturnPath(membership.shareToken, cover), cover);
      platform.assign(session.url);
    });
  const mine = me?.share;
  return (
    <div className="group-pay">
      {mine?.status === 'pending' && (
        <Button disabled={busy} onClick={() => pay(false)}>
          Pay my share ({formatCents(mine.amountCents)})
        </Button>
      )}
      {mine && mine.status !== 'pending' && (
        <p>
          Your share: <strong>{formatCents(mine.amountCents)}</strong>.{' '}
          {mine.status === 'nothing' ? 'You have nothing to pay.' : null}
          {mine.status === 'authorised' ? 'Paid: your card is charged when the order is placed.' : null}
          {mine.status === 'covered' ? 'The host is paying it.' : null}
          {mine.status === 'paying' ? 'A payment is under way.' : null}
        </p>
      )}
      {group.you.isHost && othersPending.length > 0 && (
        <Button variant="secondary" disabled={busy} onClick={() => pay(true)}>
          Cover the rest ({formatCents(rest)})
        </Button>
      )}
      {group.expiresAt && (
        <p className="group-pay__deadline">
          Every share must be paid by {expiryTime(group.expiresAt)}, or the group expires and nothing is charged.
        </p>
      )}
    </div>
  );
}
