// The app's reader of the content service (spec document 2 sections 8 and 9): at most 5 requests
// in any second (the service's own limit, so a page's burst of reads waits instead of meeting 429s;
// the landing alone reads six); a 429 is still retried up to 10 times, 300 ms apart; answers are
// kept 5 minutes (the dictionary 30) and keyed by the published version `cv`, so a publish is seen
// at the next cv check instead of after the window.
import type { DatasourceSlug } from '@storefront/contract';
import { CONTENT_LIMITS } from '@storefront/contract/http';
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
  /** Spaces the calls out; by default 5 in any second as the service counts them (`perSecondLimit`). */
  throttle?: (call: ContentCall) => ContentCall;
}

/**
 * What a slot waits past its second: timers and clocks are whole milliseconds, so a request sent
 * exactly a second later could still be counted in the same second.
 */
export const THROTTLE_MARGIN_MS = 50;

/**
 * At most `limit` requests in any second as the service counts them. The service starts its second
 * when a request reaches it: after the request left here (later still when the service is busy) but
 * before its answer arrives. So each request's slot is given back a second after its answer, and no
 * six requests can reach the service within one second, however long the network or the service
 * takes. (Counting from when a request left, a sixth sent a second later could reach a busy
 * service within the second it counted from the first, and meet a 429.)
 */
export function perSecondLimit(
  call: ContentCall,
  limit: number = CONTENT_LIMITS.requestsPerSecond,
  after: (ms: number, then: () => void) => void = (ms, then) => void setTimeout(then, ms),
): ContentCall {
  let free = limit;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  const slot = (): Promise<void> => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  return (async (name, request) => {
    await slot();
    try {
      return await call(name, request);
    } finally {
      after(1000 + THROTTLE_MARGIN_MS, release);
    }
  }) as ContentCall;
}

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
