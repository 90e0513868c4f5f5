// "Notifications on this device" on /account/communication (decision 188): the primer while the
// browser has not been asked, otherwise what the browser allows, with a way to stop them here.
import { useState } from 'react';
import { pushPermissionState } from '../../lib/push/push-permission.ts';
import { followOnThisDevice, turnOffPushNotifications } from '../../lib/push/push-subscription.ts';
import { Button } from '../button/button.tsx';
import { PushPrimer, primerMessages } from './push-primer.tsx';

export const pushSettingsMessages = {
  unsupported: "This browser can't show notifications.",
  allowed: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  turnOff: 'Turn off on this device',
  turnOn: 'Turn on on this device',
  failed: 'That did not work. Please try again later.',
} as const;

export function PushSettings() {
  const [permission] = useState(pushPermissionState);
  if (permission === 'unsupported') return <p>{pushSettingsMessages.unsupported}</p>;
  if (permission === 'denied') return <p>{primerMessages.blocked}</p>;
  if (permission === 'default') return <PushPrimer signedIn askEvenIfDismissed />;
  return <AllowedHere />;
}

function AllowedHere() {
  const [on, setOn] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) await turnOffPushNotifications();
      else await followOnThisDevice({});
      setOn(!on);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div aria-busy={busy}>
      <p role="status">{on ? pushSettingsMessages.allowed : pushSettingsMessages.off}</p>
      {failed && <p role="alert">{pushSettingsMessages.failed}</p>}
      <Button variant="secondary" onClick={() => void toggle()} disabled={busy}>
        {on ? pushSettingsMessages.turnOff : pushSettingsMessages.turnOn}
      </Button>
    </div>
  );
}
