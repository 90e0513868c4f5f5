import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { forgetPublicKey } from '../../ui/push-primer/push-primer.tsx';
import { pushSettingsMessages } from '../../ui/push-primer/push-settings.tsx';
import { customerPath, patchPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountCommunication, communicationMessages } from './communication-page.tsx';

const KEY_PATH = 'GET /api/v1/push/public-key';
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

beforeEach(() => {
  signInAs();
  // The key is loaded once per page load: each test starts without it.
  forgetPublicKey();
});
afterEach(() => vi.unstubAllGlobals());

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/account/communication', () => {
  it('shows a loading state, then both opt-ins as the server holds them (off by default)', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [customerPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/communication', AccountCommunication);
    expect(await screen.findByText('Loading your preferences')).toBeTruthy();
    answer(json(200, CUSTOMER));
    expect(((await screen.findByLabelText(communicationMessages.email)) as HTMLInputElement).checked).toBe(false);
    expect(box(communicationMessages.sms).checked).toBe(false);
  });

  it('turns on e-mail offers with PATCH customer and says "You have succesfully updated your communication preferences"', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [patchPath]: () => json(200, { ...CUSTOMER, profile: { ...CUSTOMER.profile, optinEmail: true } }),
    });
    renderAccount('/account/communication', AccountCommunication);
    await userEvent.click(await screen.findByLabelText(communicationMessages.email));
    await vi.waitFor(() =>
      expect(snackbarMessage()).toBe('You have succesfully updated your communication preferences'),
    );
    expect(api.calls(patchPath)[0]!.body).toEqual({ profile: { optinEmail: true } });
    expect(box(communicationMessages.email).checked).toBe(true);
    expect(box(communicationMessages.sms).checked).toBe(false);
  });

  it('turns off SMS offers', async () => {
    const optedIn = { ...CUSTOMER, profile: { ...CUSTOMER.profile, optinSms: true } };
    const api = mockApi('none', {
      [customerPath]: () => json(200, optedIn),
      [patchPath]: () => json(200, CUSTOMER),
    });
    renderAccount('/account/communication', AccountCommunication);
    await userEvent.click(await screen.findByLabelText(communicationMessages.sms));
    await vi.waitFor(() => expect(box(communicationMessages.sms).checked).toBe(false));
    expect(api.calls(patchPath)[0]!.body).toEqual({ profile: { optinSms: false } });
  });

  it('cannot opt in to SMS without a mobile (the empty case) and says where to add one', async () => {
    mockApi('none', { [customerPath]: () => json(200, { ...CUSTOMER, mobileNumber: null }) });
    renderAccount('/account/communication', AccountCommunication);
    expect(await screen.findByText(communicationMessages.noMobile)).toBeTruthy();
    expect(box(communicationMessages.sms).disabled).toBe(true);
  });

  it('leaves the switch as it was and says why when saving fails', async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [patchPath]: () => problem(400, 'InvalidRequest', 'Something was wrong with that request.'),
    });
    renderAccount('/account/communication', AccountCommunication);
    await userEvent.click(await screen.findByLabelText(communicationMessages.email));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(box(communicationMessages.email).checked).toBe(false);
    expect(snackbarMessage()).toBeUndefined();
  });

  it('leaves out the notifications card when the server sends no push', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [KEY_PATH]: () => json(200, { publicKey: null }),
    });
    renderAccount('/account/communication', AccountCommunication);
    expect(await screen.findByLabelText(communicationMessages.email)).toBeTruthy();
    await vi.waitFor(() => expect(api.calls(KEY_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: communicationMessages.deviceTitle })).toBeNull();
  });

  it('shows the notifications card when the server sends push', async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [KEY_PATH]: () => json(200, { publicKey: PUBLIC_KEY }),
    });
    renderAccount('/account/communication', AccountCommunication);
    const card = await screen.findByRole('region', { name: communicationMessages.deviceTitle });
    // jsdom has no PushManager: the card says this browser cannot show them.
    expect(card.textContent).toContain(pushSettingsMessages.unsupported);
  });

  it('shows the error with a retry when the customer cannot be loaded', async () => {
    mockApi('none', { [customerPath]: () => problem(403, 'Forbidden') });
    renderAccount('/account/communication', AccountCommunication);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText(communicationMessages.email)).toBeNull();
  });
});
