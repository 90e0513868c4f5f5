// The push primer (spec document 1 section 5; decision 188): a polite panel that says what
// notifications are for before the browser asks. Shown only where the customer has something to
// follow (the order page, /account/communication), never on first paint; hidden when push is
// unsupported, already granted or blocked, when the server sends no push, and once dismissed.
import { useEffect, useId, useRef, useState } from 'react';
import {
  dismissPrimer,
  primerDismissed,
  pushPermissionState,
  type PushPermissionState,
} from '../../lib/push/push-permission.ts';
import {
  fetchPushPublicKey,
  followOnThisDevice,
  turnOnPushNotifications,
  type PushContext,
} from '../../lib/push/push-subscription.ts';
import { Button } from '../button/button.tsx';
import './push-primer.css';

export const primerMessages = {
  heading: 'Get updates on your phone or computer',
  signedIn:
    "We'll let you know when your order is being prepared, is ready or is on its way, and now and then send an offer. You can turn them off at any time.",
  guest: "We'll let you know when this order is being prepared, is ready or is on its way. Nothing else.",
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  on: "Notifications are on. We'll let you know when your order moves on.",
  blocked: "Notifications are blocked for this site. You can allow them in your browser's settings.",
  failed: 'Notifications could not be turned on here. Please try again later.',
  dismissed: "OK, we won't ask again on this device. You can turn notifications on from your account.",
} as const;

type Phase = 'asking' | 'working' | 'on' | 'blocked' | 'failed' | 'dismissed';

export function PushPrimer({
  signedIn,
  askEvenIfDismissed = false,
  ...context
}: PushContext & {
  signedIn: boolean;
  /** The account's communication page is where one changes one's mind: a dismissal does not hide it there. */
  askEvenIfDismissed?: boolean;
}) {
  const [permission] = useState<PushPermissionState>(pushPermissionState);
  const [dismissedBefore] = useState(() => !askEvenIfDismissed && primerDismissed());
  const askable = permission === 'default' && !dismissedBefore;
  const publicKey = usePushPublicKey(askable || permission === 'granted');
  useFollowWhenGranted(permission === 'granted' && !!publicKey, context);
  if (!askable || !publicKey) return null;
  return <Primer signedIn={signedIn} context={context} />;
}

// One request per page load: the key changes only when the server's keys do.
let publicKeyRequest: Promise<string | null> | null = null;

/**
 * The server's VAPID key once loaded: undefined while loading, null when push is off or the request
 * failed. /account/communication reads it too, to leave out its notifications card when push is off.
 */
export function usePushPublicKey(wanted: boolean): string | null | undefined {
  const [key, setKey] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    publicKeyRequest ??= fetchPushPublicKey().catch(() => {
      publicKeyRequest = null; // a later page may try again
      return null;
    });
    void publicKeyRequest.then((value) => live && setKey(value));
    return () => {
      live = false;
    };
  }, [wanted]);
  return key;
}

/** Tests only: forget the loaded key. */
export function forgetPublicKey(): void {
  publicKeyRequest = null;
}

/** A device that already allowed notifications follows this order without being asked again. */
function useFollowWhenGranted(granted: boolean, context: PushContext) {
  const { orderId, sessionId } = context;
  useEffect(() => {
    if (!granted || (!orderId && !sessionId)) return;
    followOnThisDevice({ orderId, sessionId }).catch(() => {
      // Quietly: the page works the same without push, and the customer asked nothing here.
    });
  }, [granted, orderId, sessionId]);
}

function Primer({ signedIn, context }: { signedIn: boolean; context: PushContext }) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('asking');
  const outcome = useRef<HTMLParagraphElement>(null);
  // The panel's buttons go away: focus moves to what replaced them, so keyboard users are not lost.
  useEffect(() => {
    if (phase !== 'asking' && phase !== 'working') outcome.current?.focus();
  }, [phase]);

  const turnOn = async () => {
    setPhase('working');
    try {
      const result = await turnOnPushNotifications(context);
      setPhase(result === 'subscribed' ? 'on' : result === 'denied' ? 'blocked' : 'asking');
    } catch {
      setPhase('failed');
    }
  };
  const notNow = () => {
    dismissPrimer();
    setPhase('dismissed');
  };

  if (phase === 'dismissed' || phase === 'on' || phase === 'blocked') {
    return (
      <p ref={outcome} tabIndex={-1} role="status" className="push-primer__outcome">
        {primerMessages[phase]}
      </p>
    );
  }
  return (
    <section className="panel push-primer" aria-labelledby={`${id}-heading`} aria-busy={phase === 'working'}>
      <h2 id={`${id}-heading`}>{primerMessages.heading}</h2>
      <p>{signedIn ? primerMessages.signedIn : primerMessages.guest}</p>
      {phase === 'failed' && (
        <p ref={outcome} tabIndex={-1} role="alert" className="push-primer__error">
          {primerMessages.failed}
        </p>
      )}
      <div className="push-primer__actions">
        <Button variant="primary" onClick={() => void turnOn()} disabled={phase === 'working'}>
          {primerMessages.turnOn}
        </Button>
        <Button variant="ghost" onClick={notNow} disabled={phase === 'working'}>
          {primerMessages.notNow}
        </Button>
      </div>
    </section>
  );
}
