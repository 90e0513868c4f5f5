import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setAuthHooks } from '../../lib/api-client.ts';
import { fetchConsoleOrders } from './console-api.ts';

// The console's staff token is its own credential: a customer signed in on the same browser is
// neither sent with console calls nor signed out by a console 401.
const hooks = {
  accessToken: vi.fn(async () => 'customer-token'),
  refresh: vi.fn(async () => true),
  expired: vi.fn(),
  forbidden: vi.fn(),
};
const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init: RequestInit = {}) =>
    new Response(JSON.stringify({ status: 401, code: 'Unauthorized', message: 'Sign in again.', errors: [] }), {
      status: 401,
      headers: { 'content-type': 'application/problem+json' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAuthHooks(hooks);
});
afterEach(() => {
  setAuthHooks(null);
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('console calls', () => {
  it("send the staff token, never the customer's, and leave the customer signed in on a 401", async () => {
    await expect(fetchConsoleOrders('staff-token')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
    expect(hooks.accessToken).not.toHaveBeenCalled();
    expect(hooks.refresh).not.toHaveBeenCalled();
    expect(hooks.expired).not.toHaveBeenCalled();
  });
});
