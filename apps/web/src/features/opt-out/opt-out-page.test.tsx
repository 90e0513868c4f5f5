import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { renderAccount } from '../account/account-test-support.tsx';
import { OptOutPage, optOutMessages } from './opt-out-page.tsx';

vi.mock('../../lib/captcha.ts', () => ({ solveCaptcha: vi.fn(async (action: string) => `solved-${action}-token`) }));

const USER_ID = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';
const SHORT_ID = BigInt(`0x${USER_ID.replaceAll('-', '')}`).toString(36);
const entry = { userId: USER_ID, shortUserId: SHORT_ID, userStatus: 'returning' };
const noContent = () => json(204, null);

const renderAt = (path: string) => renderAccount(path, OptOutPage, '/preferences/:type/:userId?');

afterEach(() => vi.unstubAllGlobals());

describe('/preferences/{type}/{userId?}', () => {
  it('opts out of e-mail with the link, signed out, only when the button is pressed; then opts back in', async () => {
    const api = mockApi('none', {
      'POST /api/v1/user/getEntry': () => json(200, entry),
      'POST /api/v1/user/optout/email': noContent,
      [`POST /api/v1/user/${USER_ID}/optin/email`]: noContent,
    });
    renderAt(`/preferences/email/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: optOutMessages.title('email') })).toBeTruthy();
    expect(api.keys()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: optOutMessages.unsubscribe }));
    expect((await screen.findByRole('status')).textContent).toContain(optOutMessages.unsubscribed('email'));
    const [optout] = api.calls('POST /api/v1/user/optout/email');
    expect(optout!.body).toMatchObject({ userId: USER_ID, tokenV3: 'solved-UNSUBSCRIBE-token' });
    expect(Number.isNaN(Date.parse((optout!.body as { optoutTimestamp: string }).optoutTimestamp))).toBe(false);
    expect(optout!.headers.authorization).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: optOutMessages.subscribeAgain }));
    expect((await screen.findByRole('status')).textContent).toContain(optOutMessages.subscribed('email'));
    expect(api.calls(`POST /api/v1/user/${USER_ID}/optin/email`)[0]!.body).toEqual({
      optinEmail: true,
      tokenV3: 'solved-UNSUBSCRIBE-token',
    });
  });

  it('opts out of SMS with a short user id link, and back in by short id', async () => {
    const api = mockApi('none', {
      [`GET /api/v1/user/shortUserId/${SHORT_ID}`]: () => json(200, entry),
      'POST /api/v1/user/optout/sms': noContent,
      [`POST /api/v1/user/shortuserid/${SHORT_ID}/optin/sms`]: noContent,
    });
    renderAt(`/preferences/sms/${SHORT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: optOutMessages.unsubscribe }));
    expect((await screen.findByRole('status')).textContent).toContain(optOutMessages.unsubscribed('sms'));
    expect(api.calls('POST /api/v1/user/optout/sms')[0]!.body).toMatchObject({ userId: USER_ID });
    await userEvent.click(screen.getByRole('button', { name: optOutMessages.subscribeAgain }));
    expect(await screen.findByText(optOutMessages.subscribed('sms'))).toBeTruthy();
    expect(api.calls(`POST /api/v1/user/shortuserid/${SHORT_ID}/optin/sms`)[0]!.body).toMatchObject({ optinSms: true });
  });

  it('without a user id in the link, explains where to go and calls nothing', async () => {
    const api = mockApi('none', {});
    renderAt('/preferences/email');
    expect(await screen.findByText(optOutMessages.noLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: optOutMessages.unsubscribe })).toBeNull();
    expect(screen.getByRole('link', { name: 'your account' }).getAttribute('href')).toBe('/account/communication');
    expect(api.keys()).toEqual([]);
  });

  it('a refused call shows an alert and keeps the button to try again', async () => {
    mockApi('none', {
      'POST /api/v1/user/getEntry': () => json(200, entry),
      'POST /api/v1/user/optout/email': () => problem(400, 'CaptchaInvalid', 'Captcha refused'),
    });
    renderAt(`/preferences/email/${USER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: optOutMessages.unsubscribe }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: optOutMessages.unsubscribe })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
