import type { CustomerSignIn } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { apiFetch, setAuthHooks } from '../api-client.ts';
import {
  CUSTOMER_ERROR_MESSAGES,
  GENERIC_CUSTOMER_ERROR,
  NETWORK_ERROR_MESSAGE,
  customerErrorMessage,
} from '../customer-error.ts';
import { forgetAccessToken, holdAccessToken, refreshAccessToken, validAccessToken } from './access-token.ts';
import { useAuthStore } from './auth-store.ts';
import { authMessages, completeSignIn, customerSummary, installCustomerSession, logout } from './customer-session.ts';
import { IDLE_SESSION_EXPIRY_MS, IDLE_TIME_MS, useIdleState } from './idle.ts';
import { startIdleLogout } from './idle-logout.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { CUSTOMER, tokens } from './customer-fixtures.test-support.ts';

const signIn: CustomerSignIn = { ...tokens('a1'), customer: CUSTOMER };

beforeEach(() => {
  forgetAccessToken();
  useAuthStore.getState().signOut();
  useSnackbarStore.setState({ current: null });
  useOverlayRequests.setState({ loginOpen: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setAuthHooks(null);
});

describe('signing in', () => {
  it('keeps the access token in memory only, the customer with userID as userId, and says so', async () => {
    mockApi('none', {});
    await completeSignIn(signIn);
    expect(validAccessToken()).toBe('a1');
    expect(useAuthStore.getState()).toMatchObject({
      isAuth: true,
      isProviderAuth: false,
      customer: { customerId: CUSTOMER.customerId, userId: CUSTOMER.userID, firstName: 'Sam', hasEmailAccount: true },
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('a1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('a1');
    expect(useSnackbarStore.getState().current).toMatchObject({
      message: 'You have succesfully logged in',
      theme: 'success',
    });
  });

  it('marks a provider login', async () => {
    mockApi('none', {});
    await completeSignIn(signIn, { provider: true, action: authMessages.registered });
    expect(useAuthStore.getState().isProviderAuth).toBe(true);
    expect(useSnackbarStore.getState().current?.message).toBe('You have succesfully created your account');
  });

  it('maps userID to userId', () => {
    expect(customerSummary(CUSTOMER).userId).toBe(CUSTOMER.userID);
  });
});

describe('the access token', () => {
  it('expires after expires_in seconds', () => {
    holdAccessToken(tokens('a1', 900), 1_000);
    expect(validAccessToken(1_000 + 899_999)).toBe('a1');
    expect(validAccessToken(1_000 + 900_000)).toBeNull();
  });

  it('is refreshed with the cookie (credentials, no bearer, empty body) and concurrent refreshes share one call', async () => {
    const api = mockApi('none', { ['POST /api/v1/customer/token/refresh']: () => json(200, tokens('a2')) });
    const [first, second] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect([first, second]).toEqual([true, true]);
    expect(api.calls('POST /api/v1/customer/token/refresh')).toHaveLength(1);
    expect(api.sent[0]!.body).toEqual({});
    expect(api.sent[0]!.headers.authorization).toBeUndefined();
    expect(api.fetchMock.mock.calls[0]![1]!.credentials).toBe('same-origin');
    // A reload mid-refresh must not cancel it: the rotated cookie would be lost and the sign-in end.
    expect(api.fetchMock.mock.calls[0]![1]!.keepalive).toBe(true);
    expect(validAccessToken()).toBe('a2');
  });

  it('an expired token is refreshed before the call that needs it', async () => {
    installCustomerSession();
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('old', 900), Date.now() - 901_000);
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => json(200, tokens('fresh')),
      [`GET /api/v1/customer/${CUSTOMER.customerId}`]: () => json(200, CUSTOMER),
    });
    await apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`);
    expect(api.keys()).toEqual(['POST /api/v1/customer/token/refresh', `GET /api/v1/customer/${CUSTOMER.customerId}`]);
    expect(api.sent[1]!.headers.authorization).toBe('Bearer fresh');
  });

  it('a 401 mid-session is refreshed silently and the call retried', async () => {
    installCustomerSession();
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('revoked'));
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => json(200, tokens('fresh')),
      [`GET /api/v1/customer/${CUSTOMER.customerId}`]: (r) =>
        r.headers.authorization === 'Bearer fresh' ? json(200, CUSTOMER) : problem(401, 'Unauthorized'),
    });
    await expect(apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`)).resolves.toEqual(CUSTOMER);
    expect(api.calls('POST /api/v1/customer/token/refresh')).toHaveLength(1);
    expect(useAuthStore.getState().isAuth).toBe(true);
    expect(useSnackbarStore.getState().current).toBeNull();
  });

  it('a refused refresh logs out with the expired notice', async () => {
    installCustomerSession();
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('revoked'));
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => problem(401, 'RefreshTokenInvalid'),
      ['POST /api/v1/customer/token/revoke']: () => json(204, null),
      [`GET /api/v1/customer/${CUSTOMER.customerId}`]: () => problem(401, 'Unauthorized'),
    });
    await expect(apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`)).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(useAuthStore.getState().isAuth).toBe(false));
    expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(1);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: authMessages.expired, theme: 'warning' });
  });

  it('a refused refresh (403) also logs out', async () => {
    installCustomerSession();
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('old', 900), Date.now() - 901_000);
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => problem(403, 'Forbidden'),
      ['POST /api/v1/customer/token/revoke']: () => json(204, null),
    });
    await expect(apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`)).rejects.toBeDefined();
    await vi.waitFor(() => expect(useAuthStore.getState().isAuth).toBe(false));
    expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(1);
  });

  // A busy, failing or unreachable server has not refused the refresh token: the login and its
  // cookie stay, the call fails with a temporary message, and the next call refreshes again.
  describe('a refresh that decides nothing keeps the login', () => {
    const refreshFailures: [string, () => Response | Promise<Response>, string][] = [
      [
        '429',
        () => problem(429, 'TooManyRequests', 'Too many attempts. Please try again in 600 seconds.'),
        CUSTOMER_ERROR_MESSAGES.TooManyRequests!,
      ],
      ['503', () => problem(503, 'ServiceUnavailable'), GENERIC_CUSTOMER_ERROR],
      [
        'a network error',
        () => {
          throw new TypeError('Failed to fetch');
        },
        NETWORK_ERROR_MESSAGE,
      ],
    ];

    it.each(refreshFailures)(
      '%s: the call fails with a temporary message, and the next call refreshes',
      async (_, failure, message) => {
        installCustomerSession();
        useAuthStore.getState().signIn(customerSummary(CUSTOMER));
        holdAccessToken(tokens('old', 900), Date.now() - 901_000);
        let refreshes = 0;
        const api = mockApi('none', {
          ['POST /api/v1/customer/token/refresh']: () => (++refreshes === 1 ? failure() : json(200, tokens('fresh'))),
          ['POST /api/v1/customer/token/revoke']: () => json(204, null),
          [`GET /api/v1/customer/${CUSTOMER.customerId}`]: (r) =>
            r.headers.authorization === 'Bearer fresh' ? json(200, CUSTOMER) : problem(401, 'Unauthorized'),
        });

        const failed = await apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`).catch((error: unknown) => error);
        expect(customerErrorMessage(failed)).toBe(message);
        expect((failed as Error).message).toBe(message);
        // The call that needed the token was not sent without it.
        expect(api.calls(`GET /api/v1/customer/${CUSTOMER.customerId}`)).toHaveLength(0);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(useAuthStore.getState().isAuth).toBe(true);
        expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(0);
        expect(useSnackbarStore.getState().current).toBeNull();

        await expect(apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`)).resolves.toEqual(CUSTOMER);
        expect(api.calls('POST /api/v1/customer/token/refresh')).toHaveLength(2);
        expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(0);
        expect(useAuthStore.getState().isAuth).toBe(true);
      },
    );

    it.each(refreshFailures)(
      '%s after a 401 mid-session: the call fails, the login stays',
      async (_, failure, message) => {
        installCustomerSession();
        useAuthStore.getState().signIn(customerSummary(CUSTOMER));
        holdAccessToken(tokens('revoked'));
        const api = mockApi('none', {
          ['POST /api/v1/customer/token/refresh']: failure,
          ['POST /api/v1/customer/token/revoke']: () => json(204, null),
          [`GET /api/v1/customer/${CUSTOMER.customerId}`]: () => problem(401, 'Unauthorized'),
        });
        const failed = await apiFetch(`/api/v1/customer/${CUSTOMER.customerId}`).catch((error: unknown) => error);
        expect(customerErrorMessage(failed)).toBe(message);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(useAuthStore.getState().isAuth).toBe(true);
        expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(0);
        expect(useSnackbarStore.getState().current).toBeNull();
      },
    );

    it.each(refreshFailures)('%s at start: no logout, no revoke', async (_, failure) => {
      useAuthStore.getState().signIn(customerSummary(CUSTOMER));
      const api = mockApi('none', {
        ['POST /api/v1/customer/token/refresh']: failure,
        ['POST /api/v1/customer/token/revoke']: () => json(204, null),
      });
      installCustomerSession();
      await vi.waitFor(() => expect(api.calls('POST /api/v1/customer/token/refresh')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(useAuthStore.getState().isAuth).toBe(true);
      expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(0);
      expect(useSnackbarStore.getState().current).toBeNull();
    });
  });

  it('at start, a refused refresh (401) logs out with the expired notice', async () => {
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    const api = mockApi('none', {
      ['POST /api/v1/customer/token/refresh']: () => problem(401, 'RefreshTokenInvalid'),
      ['POST /api/v1/customer/token/revoke']: () => json(204, null),
    });
    installCustomerSession();
    await vi.waitFor(() => expect(useAuthStore.getState().isAuth).toBe(false));
    expect(api.calls('POST /api/v1/customer/token/revoke')).toHaveLength(1);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: authMessages.expired, theme: 'warning' });
  });

  it('at start, a customer signed in before a reload gets a new access token from the cookie', async () => {
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    const api = mockApi('none', { ['POST /api/v1/customer/token/refresh']: () => json(200, tokens('after-reload')) });
    installCustomerSession();
    await vi.waitFor(() => expect(validAccessToken()).toBe('after-reload'));
    expect(api.keys()).toEqual(['POST /api/v1/customer/token/refresh']);
  });

  it('at start, a guest makes no refresh call', () => {
    const api = mockApi('none', {});
    installCustomerSession();
    expect(api.keys()).toEqual([]);
  });
});

describe('a 403 on a customer call', () => {
  it('opens the login modal with no notification', async () => {
    installCustomerSession();
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('a1'));
    mockApi('none', { [`GET /api/v1/customer/someone-else`]: () => problem(403, 'Forbidden') });
    await expect(apiFetch('/api/v1/customer/someone-else')).rejects.toMatchObject({ status: 403 });
    expect(useOverlayRequests.getState().loginOpen).toBe(true);
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the refresh token, forgets the access token and customer, and says so', async () => {
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    holdAccessToken(tokens('a1'));
    const api = mockApi('none', { ['POST /api/v1/customer/token/revoke']: () => json(204, null) });
    await logout();
    expect(api.keys()).toEqual(['POST /api/v1/customer/token/revoke']);
    expect(validAccessToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuth: false, customer: null });
    expect(useSnackbarStore.getState().current?.message).toBe('You have succesfully logged out');
  });

  it('still logs out when the revoke call fails', async () => {
    useAuthStore.getState().signIn(customerSummary(CUSTOMER));
    mockApi('none', { ['POST /api/v1/customer/token/revoke']: () => problem(503, 'ServiceUnavailable') });
    await logout('idleExpiry');
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(useSnackbarStore.getState().current?.message).toBe(authMessages.idleExpiry);
  });
});

describe('idle-expiry logout (spec section 4)', () => {
  const native = { isAuth: true, hasRefreshToken: false, isProviderAuth: false, unlockMode: 'SecureStorage' as const };

  it('logs out after session expiry minus idle time once idle, and activity cancels it', () => {
    vi.useFakeTimers();
    const logoutIdle = vi.fn();
    const stop = startIdleLogout(() => native, logoutIdle);
    useIdleState.setState({ idle: true });
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS - IDLE_TIME_MS - 1);
    expect(logoutIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logoutIdle).toHaveBeenCalledTimes(1);
    expect(IDLE_SESSION_EXPIRY_MS - IDLE_TIME_MS).toBe(300_000);

    useIdleState.setState({ idle: false });
    useIdleState.setState({ idle: true });
    useIdleState.setState({ idle: false });
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS);
    expect(logoutIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never fires for a web customer, whose refresh token is the cookie', () => {
    vi.useFakeTimers();
    const logoutIdle = vi.fn();
    const stop = startIdleLogout(() => ({ ...native, hasRefreshToken: true, unlockMode: null }), logoutIdle);
    useIdleState.setState({ idle: true });
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS);
    expect(logoutIdle).not.toHaveBeenCalled();
    useIdleState.setState({ idle: false });
    stop();
  });
});
