// A stand-in for the engagement service: fetch answers the cards and messages of the moment and
// keeps every request, so tests can say what was sent and how often.
import type { ContentCard, InAppMessage } from '@storefront/contract';
import { vi } from 'vitest';

export interface EngagementRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export function serveEngagement(initial: { cards?: ContentCard[]; messages?: InAppMessage[]; fail?: boolean } = {}) {
  const state = { cards: initial.cards ?? [], messages: initial.messages ?? [], fail: initial.fail ?? false };
  const sent: EngagementRequest[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      sent.push(request);
      if (state.fail) return answer(503, { status: 503, code: 'ServiceUnavailable', message: 'down', errors: [] });
      if (url.pathname === '/api/v1/engagement/content-cards') return answer(200, state.cards);
      if (url.pathname === '/api/v1/engagement/in-app-messages') return answer(200, state.messages);
      if (url.pathname === '/api/v1/engagement/events') return answer(202, { accepted: true });
      if (url.pathname.endsWith('/state')) {
        const action = (request.body as { action: string }).action;
        return answer(200, {
          viewed: action === 'viewed',
          clicked: action === 'clicked',
          dismissed: action === 'dismissed',
        });
      }
      return answer(404, { status: 404, code: 'NotFound', message: url.pathname, errors: [] });
    }),
  );
  return {
    state,
    sent,
    reads: () => sent.filter((r) => r.url.pathname === '/api/v1/engagement/content-cards'),
    actions: () =>
      sent
        .filter((r) => r.url.pathname.endsWith('/state'))
        .map((r) => `${r.url.pathname.split('/')[5]} ${(r.body as { action: string }).action}`),
  };
}
