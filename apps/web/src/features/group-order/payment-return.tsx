// Back from the gateway's hosted card page (?pay=share|cover&sessionId=) or from 3-D Secure (the
// same, plus authorisationId and status): the payment call authorises the share, or the rest for
// the host. A 3-D Secure card answers challengeUrl: the bank's page, then the same call again.
// Each return is handled once (a remount joins the running call), then the address is cleaned so
// a reload does not pay again.
import type { GroupOrder, GroupPaymentResult } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { platform } from '../../lib/platform/index.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { fetchGroup, payShare, type Membership } from './group-api.ts';
import { payReturnPath } from './group-checkout.tsx';
import { groupErrorMessage } from './group-format.ts';

const running = new Map<string, Promise<GroupPaymentResult>>();

function payOnce(membership: Membership, key: string, body: Parameters<typeof payShare>[1]) {
  const known = running.get(key);
  if (known) return known;
  const started = payShare(membership, body);
  running.set(key, started);
  // Forgotten a little later: a remount joins it, a later return of the same session pays afresh.
  void started.catch(() => undefined).finally(() => setTimeout(() => running.delete(key), 1000));
  return started;
}

type View =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'challenge'; url: string; returned: boolean }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

export function PaymentReturn({
  membership,
  onGroup,
}: {
  membership: Membership;
  onGroup(group: GroupOrder, say: string): void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pay = params.get('pay');
  const cardSessionId = params.get('sessionId');
  const authorisationId = params.get('authorisationId');
  const cover = pay === 'cover';
  const key =
    cardSessionId && (pay === 'share' || pay === 'cover') ? `${cardSessionId}:${authorisationId ?? ''}` : null;
  const [result, setResult] = useState<{ key: string; view: View } | null>(null);
  // Working from the moment the address names a payment until its answer is in.
  const view: View = key && result?.key !== key ? { state: 'working' } : (result?.view ?? { state: 'idle' });

  useEffect(() => {
    if (!key || !cardSessionId) return;
    let live = true;
    const setView = (next: View) => setResult({ key, view: next });
    const returnUrl = `${payReturnPath(membership.shareToken, cover)}&sessionId=${encodeURIComponent(cardSessionId)}`;
    const clean = () => void navigate(`/group/${membership.shareToken}`, { replace: true });
    payOnce(membership, key, { cardSessionId, cover, returnUrl }).then(
      (result) => {
        if (!live) return;
        if (result.challengeUrl) {
          onGroup(result.group, 'Your bank needs to confirm this payment.');
          setView({ state: 'challenge', url: result.challengeUrl, returned: !!authorisationId });
          // First time: straight to the bank's page; back from it unconfirmed, the page asks.
          if (!authorisationId) platform.assign(result.challengeUrl);
          return;
        }
        const message = cover ? 'Paid: every share left is covered.' : 'Paid: your share is done.';
        onGroup(result.group, message);
        setView({ state: 'done', message });
        clean();
      },
      (error: unknown) => {
        if (!live) return;
        setView({ state: 'failed', message: groupErrorMessage(error) });
        clean();
        // The share is pending again (or the group closed): read it, whatever the stream said.
        fetchGroup(membership).then(
          (group) => onGroup(group, ''),
          () => undefined,
        );
      },
    );
    return () => {
      live = false;
    };
    // One run per return: the address holds everything it needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (view.state === 'idle') return null;
  if (view.state === 'working') {
    return (
      <div className="group-payment">
        <Spinner label="Confirming your payment" />
        <p>Confirming your payment. Please don&apos;t close this page.</p>
      </div>
    );
  }
  if (view.state === 'challenge') {
    return (
      <div className="group-payment" role="alert">
        <p>
          {view.returned
            ? "Your bank hasn't confirmed this payment yet. Finish the verification to pay."
            : 'Taking you to your bank to confirm this payment…'}
        </p>
        <Button onClick={() => platform.assign(view.url)}>Continue verification</Button>
      </div>
    );
  }
  return (
    <div className={`group-payment group-payment--${view.state}`} role={view.state === 'failed' ? 'alert' : 'status'}>
      <p>{view.message}</p>
    </div>
  );
}
