import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { apiFetch, setAuthHooks } from '../api-client.ts';
import { forgetAccessToken } from './access-token.ts';
import { useAuthStore } from './auth-store.ts';
import { CUSTOMER, tokens } from './customer-fixtures.test-support.ts';
import { installCustomerSessionWhenSignedIn } from './customer-session-loader.ts';
import { customerSummary } from './customer-session.ts';

beforeEach(() => {
  forgetAccessToken();
  setAuthHooks(null);
  useAuthStore.getState().signOut();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHooks(null);
});

describe('customer sign-in at start', () => {
  it('for a guest, installs nothing: calls go without a bearer header and nothing is refreshed', async () => {
    const api = mockApi('none', { 'GET /api/v1/store': () => json(200, []) });
    installCustomerSessionWhenSignedIn();
    await apiFetch('/api/v1/store');
    expect(api.keys()).toEqual(['GET /api/v1/store']);
    expect(api.sent[0]!.headers.authorization).toBeUndefined();
  });

  it('for a customer signed in before a reload, the first call waits for the refreshed token', async () => {
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => json(200, tokens('after-reload')),
      'GET /api/v1/store': () => json(200, []),
    });
    installCustomerSessionWhenSignedIn();
    await apiFetch('/api/v1/store');
    expect(api.keys()).toEqual(['POST /api/v1/customer/token/refresh', 'GET /api/v1/store']);
    expect(api.sent[1]!.headers.authorization).toBe('Bearer after-reload');
  });
});
