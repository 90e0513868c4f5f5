// Login and logout through the platform's vault seam (spec section 4): the native app's vault is
// locked at login; logout revokes the refresh token unless the vault holds locked data.
import type { CustomerSignIn } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { platform } from '../platform/index.ts';
import { forgetAccessToken, validAccessToken } from './access-token.ts';
import { useAuthStore } from './auth-store.ts';
import { CUSTOMER, tokens } from './customer-fixtures.test-support.ts';
import { completeSignIn, logout } from './customer-session.ts';

const signIn: CustomerSignIn = { ...tokens('a1'), customer: CUSTOMER };
const REVOKE = 'POST /api/v1/customer/token/revoke';

beforeEach(() => {
  forgetAccessToken();
  useAuthStore.getState().signOut();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the vault seam', () => {
  it('tells the platform of each login with the customer id', async () => {
    mockApi('none', {});
    const afterLogin = vi.spyOn(platform, 'afterLogin').mockResolvedValue();
    await completeSignIn(signIn);
    expect(afterLogin).toHaveBeenCalledWith(CUSTOMER.customerId);
  });

  it('keeps the login when the vault fails', async () => {
    mockApi('none', {});
    vi.spyOn(platform, 'afterLogin').mockRejectedValue(new Error('vault unavailable'));
    await completeSignIn(signIn);
    expect(useAuthStore.getState().isAuth).toBe(true);
  });

  it('does not revoke the refresh token while the vault holds locked data, and still signs out', async () => {
    mockApi('none', {});
    await completeSignIn(signIn);
    const api = mockApi('none', { [REVOKE]: () => json(204, null) });
    vi.spyOn(platform, 'shouldRevokeOnLogout').mockResolvedValue(false);
    const afterLogout = vi.spyOn(platform, 'afterLogout').mockResolvedValue();
    await logout();
    expect(api.calls(REVOKE)).toHaveLength(0);
    expect(validAccessToken()).toBeNull();
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(afterLogout).toHaveBeenCalledTimes(1);
  });

  it('revokes on the web (no vault)', async () => {
    mockApi('none', {});
    await completeSignIn(signIn);
    const api = mockApi('none', { [REVOKE]: () => json(204, null) });
    await logout();
    expect(api.calls(REVOKE)).toHaveLength(1);
  });
});
