// The customer's signed-in devices on /account/security: one per sign-in (a refresh-token family),
// named from the browser it signed in with (decision 158), most recently used first, this one marked
// (from its refresh cookie). One can be signed out; signing
// out all the others, or everywhere (this sign-in too), asks first.
import type { SignedInDevice } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { Section } from '../../ui/page/page.tsx';
import { AccountLoadError, AccountLoading } from './account-section.tsx';
import { useLogOut } from './use-log-out.ts';

export const devicesMessages = {
  title: 'Where you are logged in',
  loading: 'Loading your devices',
  empty: 'You are not logged in on any other device.',
  signOut: 'Log out',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signOutOthers: 'Log out all other devices',
  confirmOthersTitle: 'Log out all other devices?',
  confirmOthersBody: 'Every other device will need a new one-time code to log in again. You stay logged in here.',
  signOutAll: 'Log out everywhere',
  confirmTitle: 'Log out everywhere?',
  confirmBody: 'Every device, this one included, will need a new one-time code to log in again.',
  confirm: 'Log out everywhere',
  cancel: 'Stay logged in',
} as const;

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const nameOf = (device: SignedInDevice) => device.name ?? devicesMessages.unknownDevice;
const loggedIn = (device: SignedInDevice) => `Logged in ${when.format(new Date(device.signedInAt))}`;
/** Two sign-ins on one kind of browser differ by when they logged in: both go in the button's name. */
const deviceLabel = (device: SignedInDevice) => `${nameOf(device)}, ${loggedIn(device).toLowerCase()}`;

const devicesKey = (customerId: string) => ['account', customerId, 'devices'] as const;

export function SignedInDevices({ customerId }: { customerId: string }) {
  const client = useQueryClient();
  const logOut = useLogOut();
  const devices = useQuery({
    queryKey: devicesKey(customerId),
    queryFn: ({ signal }) => callApi('signedInDevices', { params: { id: customerId }, signal }),
  });
  const signOut = useMutation({
    mutationFn: (deviceId: string) => callApi('signOutDevice', { params: { id: customerId, deviceId } }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(customerId) }),
  });
  // Which sign-in is this one: not known when the app keeps no refresh cookie (then nothing is marked).
  const current = useQuery({
    queryKey: [...devicesKey(customerId), 'current'],
    queryFn: ({ signal }) => callApi('currentDevice', { signal }),
    retry: false,
  });
  const thisDevice = current.data?.deviceId;
  const signOutAll = useMutation({
    mutationFn: () => callApi('signOutAllDevices', { params: { id: customerId }, query: {} }),
    onSuccess: () => logOut(),
  });
  const signOutOthers = useMutation({
    mutationFn: (keep: string) => callApi('signOutAllDevices', { params: { id: customerId }, query: { keep } }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(customerId) }),
  });

  const askSignOutOthers = async (keep: string) => {
    const confirmed = await openAlert({
      title: devicesMessages.confirmOthersTitle,
      body: devicesMessages.confirmOthersBody,
      confirmText: devicesMessages.signOutOthers,
      cancelText: devicesMessages.cancel,
    });
    if (confirmed) signOutOthers.mutate(keep);
  };

  const askSignOutAll = async () => {
    const confirmed = await openAlert({
      title: devicesMessages.confirmTitle,
      body: devicesMessages.confirmBody,
      confirmText: devicesMessages.confirm,
      cancelText: devicesMessages.cancel,
    });
    if (confirmed) signOutAll.mutate();
  };

  const failure = signOut.error ?? signOutAll.error ?? signOutOthers.error;
  const busy = signOut.isPending || signOutAll.isPending || signOutOthers.isPending;

  return (
    <Section title={devicesMessages.title}>
      {devices.isPending ? (
        <AccountLoading label={devicesMessages.loading} />
      ) : devices.isError ? (
        <AccountLoadError error={devices.error} onRetry={() => void devices.refetch()} />
      ) : devices.data.devices.length === 0 ? (
        <p>{devicesMessages.empty}</p>
      ) : (
        <>
          <ul className="account-devices" aria-label="Devices you are logged in on">
            {devices.data.devices.map((device) => (
              <li key={device.deviceId}>
                <span>
                  <strong>{nameOf(device)}</strong>
                  {device.deviceId === thisDevice ? ` (${devicesMessages.thisDevice})` : null}
                </span>
                <span>
                  {loggedIn(device)} · Last used {when.format(new Date(device.lastUsedAt))}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${devicesMessages.signOut}: ${deviceLabel(device)}`}
                  onClick={() => signOut.mutate(device.deviceId)}
                  disabled={busy}
                >
                  {devicesMessages.signOut}
                </Button>
              </li>
            ))}
          </ul>
          <FormError message={failure ? customerErrorMessage(failure) : null} />
          <div className="account-devices__actions">
            {thisDevice && devices.data.devices.length > 1 ? (
              <Button variant="secondary" onClick={() => void askSignOutOthers(thisDevice)} disabled={busy}>
                {devicesMessages.signOutOthers}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void askSignOutAll()} disabled={busy}>
              {devicesMessages.signOutAll}
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}
