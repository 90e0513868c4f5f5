// A stand-in for the API in component tests: `fetch` answers by method and path (the current
// basket's prefix taken off), and every request is kept so tests can say what was sent.
import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const problem = (status: number, code: string, message = '') =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, message, errors: [] }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export interface SentRequest {
  method: string;
  /** The path after `/api/v1/baskets/{basketId}` for the basket's calls, else the whole URL. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Route = (request: SentRequest) => Response | Promise<Response>;

/** Routes keyed `'METHOD /path'` ('POST /orders/card', 'GET /apOptions'); anything else is a 404. */
export function mockApi(basketId: string, routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const prefix = `/api/v1/baskets/${basketId}`;
  const fetchMock = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    const full = String(url);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: full.startsWith(prefix) ? full.slice(prefix.length) : full,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : problem(404, 'NotFound', `No route for ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    sent,
    /** The requests sent as 'METHOD /path'. */
    calls: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key),
    /** Every 'METHOD /path' sent, in order. */
    keys: () => sent.map((r) => `${r.method} ${r.path}`),
  };
}
