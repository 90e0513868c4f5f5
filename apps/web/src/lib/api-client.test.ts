import { problemSchema } from '@storefront/contract';
import { apiUrl } from '@storefront/contract/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  isAuthEndpoint,
  isProblem,
  NetworkError,
  setAuthHooks,
  type AuthHooks,
} from './api-client.ts';

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHooks(null);
});

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/v1/x', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/x?a=1');
  });

  it('turns problem+json into an ApiError carrying status, data and code', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Gone',
      status: 410,
      code: 'BasketHasExpired',
      message: 'Expired',
      errors: [],
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(problem, 410, 'application/problem+json')));
    const error = await apiFetch('/api/v1/baskets/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, data: problem, code: 'BasketHasExpired', message: 'Expired' });
  });

  it('keeps a non-problem error body as data', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('upstream down', { status: 502 })));
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.data).toBe('upstream down');
    expect(error.problem).toBeUndefined();
  });

  it('raises NetworkError when no answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends JSON bodies with a content type', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/x', { method: 'POST', body: { a: 1 } })).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(fetchMock.mock.calls[0]![1].headers['content-type']).toBe('application/json');
  });
});

describe('isProblem agrees with the contract schema', () => {
  const samples: unknown[] = [
    {
      title: 'Bad',
      status: 400,
      code: 'InvalidRequest',
      message: 'Bad',
      errors: [{ field: 'body.x', message: 'req' }],
    },
    { title: 'Gone', status: 410, code: 'OrderFailed', message: 'm', errors: [] },
    { status: 400, code: 'InvalidRequest', message: 'no errors array' },
    { status: '400', code: 'InvalidRequest', message: 'm', errors: [] },
    null,
    'text',
  ];
  it.each(samples.map((s, i) => [i, s]))('sample %i', (_i, sample) => {
    expect(isProblem(sample)).toBe(problemSchema.safeParse(sample).success);
  });
});

describe('apiUrl', () => {
  it('encodes query values', () => {
    expect(apiUrl('/s', { search: 'St Kilda', n: 3, ok: true })).toBe('/s?search=St+Kilda&n=3&ok=true');
  });
});

describe('apiFetch with customer sign-in (spec sections 4 and 8)', () => {
  const status = (code: number) => new Response(null, { status: code });
  const hooks = (tokens: (string | null)[], refreshed = true) => {
    const queue = [...tokens];
    const value: AuthHooks = {
      accessToken: vi.fn(async () => (queue.length > 1 ? queue.shift()! : queue[0]!)),
      refresh: vi.fn(async () => refreshed),
      expired: vi.fn(),
      forbidden: vi.fn(),
    };
    setAuthHooks(value);
    return value;
  };
  const authorization = (mock: ReturnType<typeof vi.fn>, call: number) =>
    (mock.mock.calls[call]![1] as RequestInit & { headers: Record<string, string> }).headers.authorization;

  it('sends the access token as a bearer header, and none for a guest', async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    hooks(['t1']);
    await apiFetch('/api/v1/baskets/1');
    expect(authorization(fetchMock, 0)).toBe('Bearer t1');
    hooks([null]);
    await apiFetch('/api/v1/baskets/1');
    expect(authorization(fetchMock, 1)).toBeUndefined();
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(status(401))
      .mockResolvedValueOnce(json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const auth = hooks(['old', 'new']);
    await expect(apiFetch('/api/v1/customer/c1')).resolves.toEqual({ ok: 1 });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorization(fetchMock, 1)).toBe('Bearer new');
    expect(auth.expired).not.toHaveBeenCalled();
  });

  it('logs out with the expired notice when the retry is refused again', async () => {
    const fetchMock = vi.fn(async () => status(401));
    vi.stubGlobal('fetch', fetchMock);
    const auth = hooks(['old', 'new']);
    await expect(apiFetch('/api/v1/customer/c1')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.expired).toHaveBeenCalledTimes(1);
  });

  it('logs out without a retry when the refresh fails', async () => {
    const fetchMock = vi.fn(async () => status(401));
    vi.stubGlobal('fetch', fetchMock);
    const auth = hooks(['old'], false);
    await expect(apiFetch('/api/v1/customer/c1')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(auth.expired).toHaveBeenCalledTimes(1);
  });

  it('logs out at once on a 401 from an auth endpoint', async () => {
    const fetchMock = vi.fn(async () => status(401));
    vi.stubGlobal('fetch', fetchMock);
    const auth = hooks(['old']);
    await expect(apiFetch('/api/v1/customer/validateOTP', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.expired).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest 401 alone and skips hooks for calls marked auth: false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => status(401)),
    );
    const auth = hooks([null]);
    await expect(apiFetch('/api/v1/customer/c1')).rejects.toMatchObject({ status: 401 });
    hooks(['t1']);
    await expect(apiFetch('/api/v1/customer/token/refresh', { method: 'POST', auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.expired).not.toHaveBeenCalled();
  });

  it('opens the login modal on a 403 from a customer call only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => status(403)),
    );
    const auth = hooks(['t1']);
    await expect(apiFetch('/api/v1/customer/c2')).rejects.toMatchObject({ status: 403 });
    expect(auth.forbidden).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/api/v1/baskets/b1')).rejects.toMatchObject({ status: 403 });
    expect(auth.forbidden).toHaveBeenCalledTimes(1);
    expect(auth.expired).not.toHaveBeenCalled();
  });

  it('names the sign-in calls as auth endpoints', () => {
    for (const name of [
      'token/refresh',
      'token/revoke',
      'register',
      'oauth',
      'requestOTP',
      'validateOTP',
      'validateLoginToken',
    ])
      expect(isAuthEndpoint(`/api/v1/customer/${name}`)).toBe(true);
    expect(isAuthEndpoint('/api/v1/customer/c1')).toBe(false);
    expect(isAuthEndpoint('/api/v1/baskets/register')).toBe(false);
  });
});
