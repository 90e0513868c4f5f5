import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { renderAccount, signInAs } from './account-test-support.tsx';
import { devicesMessages, SignedInDevices } from './signed-in-devices.tsx';

const base = `/api/v1/customer/${CUSTOMER.customerId}/devices`;
const PHONE = 'aaaaaaaa-1111-4111-8111-111111111111';
const LAPTOP = 'bbbbbbbb-2222-4222-8222-222222222222';
const devices = [
  {
    deviceId: PHONE,
    name: 'Chrome on Android',
    signedInAt: '2026-11-14T07:00:00.000Z',
    lastUsedAt: '2026-11-23T07:00:00.000Z',
  },
  { deviceId: LAPTOP, name: null, signedInAt: '2026-11-21T07:00:00.000Z', lastUsedAt: '2026-11-21T07:00:00.000Z' },
];

function Devices() {
  return <SignedInDevices customerId={CUSTOMER.customerId} />;
}
const renderDevices = () => renderAccount('/account/security', Devices);

beforeEach(() => {
  signInAs();
  useAlertStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('signed-in devices on /account/security', () => {
  it('shows a loading state, then each device by name with when it logged in and was last used', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [`GET ${base}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderDevices();
    expect(await screen.findByText(devicesMessages.loading)).toBeTruthy();
    answer(json(200, { devices }));
    const list = await screen.findByRole('list', { name: 'Devices you are logged in on' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Last used');
    expect(within(items[0]!).getByText('Chrome on Android')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: /^Log out: Chrome on Android, logged in / })).toBeTruthy();
    // A sign-in whose browser could not be told (no User-Agent) is still listed.
    expect(within(items[1]!).getByText(devicesMessages.unknownDevice)).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: /^Log out: Unknown device, logged in / })).toBeTruthy();
  });

  it('says so when there are no devices', async () => {
    mockApi('none', { [`GET ${base}`]: () => json(200, { devices: [] }) });
    renderDevices();
    expect(await screen.findByText(devicesMessages.empty)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    mockApi('none', {
      [`GET ${base}`]: () => (fail ? problem(500, 'ServerError', 'Down') : json(200, { devices })),
    });
    renderDevices();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('list', { name: 'Devices you are logged in on' })).toBeTruthy();
  });

  it('logs one device out and reloads the list', async () => {
    let remaining = devices;
    const api = mockApi('none', {
      [`GET ${base}`]: () => json(200, { devices: remaining }),
      [`DELETE ${base}/${PHONE}`]: () => {
        remaining = devices.slice(1);
        return json(204, null);
      },
    });
    renderDevices();
    const list = await screen.findByRole('list', { name: 'Devices you are logged in on' });
    await userEvent.click(within(list).getAllByRole('button', { name: /^Log out:/ })[0]!);
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls(`DELETE ${base}/${PHONE}`)).toHaveLength(1);
  });

  it('asks before logging out everywhere; cancelling changes nothing, confirming logs this device out too', async () => {
    const api = mockApi('none', {
      [`GET ${base}`]: () => json(200, { devices }),
      [`DELETE ${base}`]: () => json(204, null),
      'POST /api/v1/customer/token/revoke': () => json(204, null),
    });
    renderDevices();
    await userEvent.click(await screen.findByRole('button', { name: devicesMessages.signOutAll }));
    await vi.waitFor(() => expect(useAlertStore.getState().current?.title).toBe(devicesMessages.confirmTitle));
    useAlertStore.getState().settle(false);
    expect(api.calls(`DELETE ${base}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: devicesMessages.signOutAll }));
    await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
    useAlertStore.getState().settle(true);
    await vi.waitFor(() => expect(api.calls(`DELETE ${base}`)).toHaveLength(1));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuth).toBe(false));
  });

  it('keeps a gap between "Log out all other devices" and "Log out everywhere", stacked on a phone or not', async () => {
    mockApi('none', {
      [`GET ${base}`]: () => json(200, { devices }),
      'GET /api/v1/customer/token/device': () => json(200, { deviceId: LAPTOP }),
    });
    renderDevices();
    const others = await screen.findByRole('button', { name: devicesMessages.signOutOthers });
    const everywhere = screen.getByRole('button', { name: devicesMessages.signOutAll });
    expect(others.parentElement).toBe(everywhere.parentElement);
    expect(others.parentElement!.className).toBe('account-devices__actions');
    const css = readFileSync(path.resolve(import.meta.dirname, 'account.css'), 'utf8');
    const rule = /\.account-devices__actions \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display: flex;/);
    expect(rule).toMatch(/flex-wrap: wrap;/);
    expect(rule).toMatch(/gap: var\(--space-\d\);/);
  });

  it('marks this device and logs out all the others after a confirmation, keeping this one', async () => {
    let remaining = devices;
    const api = mockApi('none', {
      [`GET ${base}`]: () => json(200, { devices: remaining }),
      'GET /api/v1/customer/token/device': () => json(200, { deviceId: LAPTOP }),
      [`DELETE ${base}?keep=${LAPTOP}`]: () => {
        remaining = devices.slice(1);
        return json(204, null);
      },
    });
    renderDevices();
    const mine = await screen.findByText(`(${devicesMessages.thisDevice})`);
    expect(mine.closest('li')!.textContent).toContain('Logged in');
    await userEvent.click(screen.getByRole('button', { name: devicesMessages.signOutOthers }));
    await vi.waitFor(() => expect(useAlertStore.getState().current?.title).toBe(devicesMessages.confirmOthersTitle));
    useAlertStore.getState().settle(true);
    await vi.waitFor(() => expect(api.calls(`DELETE ${base}?keep=${LAPTOP}`)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(useAuthStore.getState().isAuth).toBe(true);
  });
});
