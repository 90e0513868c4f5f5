// The app's reader of the content service (spec document 2 sections 8 and 9): at most 5 requests
// in any second (the service's own limit, so a page's burst of reads waits instead of meeting 429s);
// a 429 is still retried up to 10 times, 300 ms apart; answers are kept 5 minutes (the dictionary
// 30) and keyed by the published version `cv`, so a publish is seen at the next cv check instead
// of after the window.
import type { DatasourceSlug } from '@storefront/contract';
import { CONTENT_LIMITS } from '@storefront/contract/http';
import pThrottle from 'p-throttle';
import { ApiError } from '../api-client.ts';
import { callApi, type CallRequest, type CallResult } from '../api/call-api.ts';

export const CONTENT_CACHE_MS = 5 * 60_000;
export const DICTIONARY_CACHE_MS = 30 * 60_000;

export type ContentEndpoint = 'contentStories' | 'contentStory' | 'contentDatasourceEntries' | 'contentSpace';

/** What a content read sends besides the key and cv, which the client adds. */
type ReadQuery<K extends ContentEndpoint> = Omit<NonNullable<CallRequest<K>['query']>, 'token' | 'cv'>;

/** The public key and the version every read carries. */
type Signed = { token: string; cv: number };

/** Calls one content endpoint (the API by default, signed out: the content key is public). */
export type ContentCall = <K extends ContentEndpoint>(name: K, request: CallRequest<K>) => Promise<CallResult<K>>;

export interface ContentClientOptions {
  /** The public key from the configuration (settings.API_CONTENT_KEY.key). */
  token: () => Promise<string>;
  call?: ContentCall;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Spaces the calls out; by default 5 in any second and a margin (`strict`: a sliding window). */
  throttle?: (call: ContentCall) => ContentCall;
}

/**
 * The service counts a second from when the first request of a burst reaches it, which is later
 * than when it left here (the first request also opens the connection): without a margin a request
 * sent a second after it could still arrive within that second and meet a 429.
 */
export const THROTTLE_MARGIN_MS = 200;

const perSecondLimit = (call: ContentCall): ContentCall =>
  pThrottle({ limit: CONTENT_LIMITS.requestsPerSecond, interval: 1000 + THROTTLE_MARGIN_MS, strict: true })(
    call,
  ) as ContentCall;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const callSignedOut: ContentCall = <K extends ContentEndpoint>(name: K, request: CallRequest<K>) =>
  callApi(name, { ...request, auth: false });

export function createContentClient(options: ContentClientOptions) {
  const call = (options.throttle ?? perSecondLimit)(options.call ?? callSignedOut);
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();
  let cv: { value: Promise<number>; expires: number } | undefined;

  async function withRetries<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await read();
      } catch (error) {
        const limited = error instanceof ApiError && error.status === 429;
        if (!limited || attempt >= CONTENT_LIMITS.retries) throw error;
        await sleep(CONTENT_LIMITS.retryDelayMs);
      }
    }
  }

  /** The published version, checked at most once per cache window (reads at once share one check). */
  function currentVersion(): Promise<number> {
    if (cv && cv.expires > now()) return cv.value;
    const check = (async () => {
      const token = await options.token();
      const answer = await withRetries(() => call('contentSpace', { query: { token } }));
      return answer.space.version;
    })();
    const entry = { value: check, expires: now() + CONTENT_CACHE_MS };
    cv = entry;
    // A failed check is not kept: the next read asks again.
    check.catch(() => {
      if (cv === entry) cv = undefined;
    });
    return check;
  }

  /** One read at the current version (`key` names it), from the cache while it is fresh. */
  async function get<T>(key: unknown[], read: (signed: Signed) => Promise<T>, ttlMs = CONTENT_CACHE_MS): Promise<T> {
    const version = await currentVersion();
    const cacheKey = JSON.stringify([...key, version]);
    const hit = cache.get(cacheKey);
    if (hit && hit.expires > now()) return hit.value as Promise<T>;
    // Kept before anything else is awaited, so reads of the same key at once share one request.
    const value = options.token().then((token) => withRetries(() => read({ token, cv: version })));
    cache.set(cacheKey, { expires: now() + ttlMs, value });
    value.catch(() => cache.delete(cacheKey));
    return value;
  }

  return {
    /** Forgets the known version: the next read asks for it again (after a publish is announced). */
    checkVersion() {
      cv = undefined;
    },
    stories: (query: ReadQuery<'contentStories'>) =>
      get(['stories', query], (signed) => call('contentStories', { query: { ...query, ...signed } })),
    story: (fullSlug: string) =>
      get(['story', fullSlug], (signed) => call('contentStory', { params: { '*': fullSlug }, query: signed })),
    datasource: (datasource: DatasourceSlug, perPage: number = CONTENT_LIMITS.perPageDefault) =>
      get(
        ['datasource', datasource, perPage],
        (signed) => call('contentDatasourceEntries', { query: { datasource, per_page: perPage, ...signed } }),
        datasource === 'dictionary' ? DICTIONARY_CACHE_MS : CONTENT_CACHE_MS,
      ),
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
