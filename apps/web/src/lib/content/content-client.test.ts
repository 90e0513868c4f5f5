import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import {
  createContentClient,
  CONTENT_CACHE_MS,
  DICTIONARY_CACHE_MS,
  perSecondLimit,
  THROTTLE_MARGIN_MS,
  type ContentCall,
  type ContentEndpoint,
} from './content-client.ts';

type Answers = (name: ContentEndpoint, query: Record<string, unknown>, slug?: string) => unknown;

function setup(answers: Answers) {
  let clock = 0;
  const sleeps: number[] = [];
  const calls: { name: ContentEndpoint; slug?: string; query: Record<string, unknown> }[] = [];
  // Stands in for the API: records each call by endpoint name and answers what the test gives.
  const call = (async (name, request) => {
    const { query = {}, params } = request as { query?: Record<string, unknown>; params?: { '*': string } };
    calls.push({ name, slug: params?.['*'], query });
    return answers(name, query, params?.['*']);
  }) as ContentCall;
  const client = createContentClient({
    token: async () => 'public-key',
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    call,
    // The rate of calls has its own test below; here every call goes at once.
    throttle: (unthrottled) => unthrottled,
  });
  return { client, calls, sleeps, advance: (ms: number) => (clock += ms) };
}

const tooMany = () => new ApiError(429, null, 'Too many attempts');

describe('content client', () => {
  afterEach(() => vi.useRealTimers());

  it('sends at most 5 requests in any second: a sixth read waits a second (and a margin) after the first answer', async () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const call = (async (name: ContentEndpoint) => {
      sent.push(Date.now());
      return name === 'contentSpace' ? { space: { version: 7 } } : { stories: [] };
    }) as unknown as ContentCall;
    const client = createContentClient({ token: async () => 'public-key', call });
    const start = Date.now();
    // The version check and five reads of different stories: six requests at once.
    const reads = ['a', 'b', 'c', 'd', 'e'].map((prefix) => client.stories({ starts_with: `${prefix}/` }));
    await vi.advanceTimersByTimeAsync(1000 + THROTTLE_MARGIN_MS - 1);
    expect(sent).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(reads);
    expect(sent).toHaveLength(6);
    expect(sent[5]! - start).toBe(1000 + THROTTLE_MARGIN_MS);
  });

  it('counts a slow answer from when it arrives: the service may have counted its request that late', async () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const slow = (async () => {
      sent.push(Date.now());
      // The first request is answered 700 ms after it left (a busy service), the rest at once.
      if (sent.length === 1) await new Promise((resolve) => setTimeout(resolve, 700));
      return { stories: [] };
    }) as unknown as ContentCall;
    const limited = perSecondLimit(slow);
    const start = Date.now();
    const calls = Array.from({ length: 6 }, () => limited('contentStories', { query: { token: 'k', cv: 1 } }));
    await vi.advanceTimersByTimeAsync(1000 + THROTTLE_MARGIN_MS);
    // Slots of the four quick answers come back first: the sixth takes one of those.
    expect(sent).toHaveLength(6);
    expect(sent[5]! - start).toBe(1000 + THROTTLE_MARGIN_MS);
    await vi.advanceTimersByTimeAsync(700);
    await Promise.all(calls);

    const sentSlow: number[] = [];
    const allSlow = (async () => {
      sentSlow.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { stories: [] };
    }) as unknown as ContentCall;
    const limitedSlow = perSecondLimit(allSlow);
    const startSlow = Date.now();
    const slowCalls = Array.from({ length: 6 }, () => limitedSlow('contentStories', { query: { token: 'k', cv: 1 } }));
    await vi.advanceTimersByTimeAsync(700 + 1000 + THROTTLE_MARGIN_MS - 1);
    expect(sentSlow).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentSlow).toHaveLength(6);
    expect(sentSlow[5]! - startSlow).toBe(700 + 1000 + THROTTLE_MARGIN_MS);
    await vi.advanceTimersByTimeAsync(700);
    await Promise.all(slowCalls);
  });

  it('retries a 429 up to 10 times, 300 ms apart, then gives up', async () => {
    let failures = 10;
    const { client, sleeps } = setup((name) => {
      if (name === 'contentSpace') return { space: { version: 7 } };
      if (failures-- > 0) throw tooMany();
      return { stories: [] };
    });
    await expect(client.stories({ starts_with: 'blog/' })).resolves.toEqual({ stories: [] });
    expect(sleeps).toEqual(Array(10).fill(300));

    const always = setup((name) => {
      if (name === 'contentSpace') return { space: { version: 7 } };
      throw tooMany();
    });
    await expect(always.client.stories({})).rejects.toMatchObject({ status: 429 });
    expect(always.calls.filter((c) => c.name === 'contentStories')).toHaveLength(11);
  });

  it('does not retry other errors', async () => {
    const { client, calls } = setup((name) => {
      if (name === 'contentSpace') return { space: { version: 7 } };
      throw new ApiError(404, null, 'Not found');
    });
    await expect(client.story('content/nope')).rejects.toMatchObject({ status: 404 });
    expect(calls.filter((c) => c.name === 'contentStory')).toHaveLength(1);
  });

  it('sends the key and cv, and keeps answers 5 minutes, the dictionary 30', async () => {
    const { client, calls, advance } = setup((name) =>
      name === 'contentSpace' ? { space: { version: 7 } } : { ok: true },
    );
    await client.stories({ starts_with: 'blog/' });
    await client.datasource('dictionary', 500);
    expect(calls[1]!.query).toMatchObject({ token: 'public-key', cv: 7, starts_with: 'blog/' });
    advance(CONTENT_CACHE_MS - 1);
    await client.stories({ starts_with: 'blog/' });
    expect(calls.filter((c) => c.name === 'contentStories')).toHaveLength(1);
    advance(2);
    await client.stories({ starts_with: 'blog/' });
    await client.datasource('dictionary', 500);
    expect(calls.filter((c) => c.name === 'contentStories')).toHaveLength(2);
    expect(calls.filter((c) => c.name === 'contentDatasourceEntries')).toHaveLength(1);
    advance(DICTIONARY_CACHE_MS);
    await client.datasource('dictionary', 500);
    expect(calls.filter((c) => c.name === 'contentDatasourceEntries')).toHaveLength(2);
  });

  it('reads again at once when cv changes (a publish)', async () => {
    let version = 7;
    const { client, calls } = setup((name) => (name === 'contentSpace' ? { space: { version } } : { version }));
    await expect(client.story('content/faq')).resolves.toEqual({ version: 7 });
    version = 8;
    client.checkVersion();
    await expect(client.story('content/faq')).resolves.toEqual({ version: 8 });
    expect(calls.filter((c) => c.slug === 'content/faq').map((c) => c.query.cv)).toEqual([7, 8]);
  });
});
