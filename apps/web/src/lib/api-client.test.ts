import { problemSchema } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiUrl, isProblem, NetworkError } from './api-client.ts';

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

afterEach(() => vi.unstubAllGlobals());

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
