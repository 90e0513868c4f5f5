import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { minuteResponseCache } from './minute-response-cache.ts';

const schema = z.array(z.strictObject({ code: z.string(), at: z.string() }));

async function appWith(now: { value: Date }, maxEntries?: number) {
  const cache = minuteResponseCache(schema, maxEntries);
  let computed = 0;
  const app = Fastify();
  app.get<{ Querystring: { q: string; bad?: string } }>('/search', (request, reply) =>
    cache.send(reply, request.query.q, now.value, async () => {
      computed += 1;
      return request.query.bad ? [{ code: 1 }] : [{ code: request.query.q, at: now.value.toISOString() }];
    }),
  );
  await app.ready();
  return { app, computed: () => computed };
}

describe('minuteResponseCache', () => {
  it('answers a repeated request from the same minute with the same text, checked once', async () => {
    const now = { value: new Date('2026-11-24T07:00:05Z') };
    const { app, computed } = await appWith(now);
    const first = await app.inject('/search?q=parramatta');
    now.value = new Date('2026-11-24T07:00:59Z');
    const second = await app.inject('/search?q=parramatta');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(JSON.parse(first.body)).toEqual([{ code: 'parramatta', at: '2026-11-24T07:00:05.000Z' }]);
    expect(computed()).toBe(1);
    await app.inject('/search?q=penrith');
    expect(computed()).toBe(2);
  });

  it('works the answer out again when the minute turns', async () => {
    const now = { value: new Date('2026-11-24T07:00:59Z') };
    const { app, computed } = await appWith(now);
    await app.inject('/search?q=parramatta');
    now.value = new Date('2026-11-24T07:01:00Z');
    const next = await app.inject('/search?q=parramatta');
    expect(JSON.parse(next.body)[0].at).toBe('2026-11-24T07:01:00.000Z');
    expect(computed()).toBe(2);
  });

  it('refuses an answer its schema refuses, and keeps nothing of it', async () => {
    const now = { value: new Date('2026-11-24T07:00:00Z') };
    const { app, computed } = await appWith(now);
    expect((await app.inject('/search?q=x&bad=1')).statusCode).toBe(500);
    expect((await app.inject('/search?q=x&bad=1')).statusCode).toBe(500);
    expect(computed()).toBe(2);
  });

  it('stops keeping answers past its cap but still answers', async () => {
    const now = { value: new Date('2026-11-24T07:00:00Z') };
    const { app, computed } = await appWith(now, 2);
    for (const q of ['a', 'b', 'c', 'c']) expect((await app.inject(`/search?q=${q}`)).statusCode).toBe(200);
    expect(computed()).toBe(4);
  });
});
