// The content client's limits (spec document 2 section 9), without a schema library so the app's
// first load can read them from '@storefront/contract/http'.

/** The spec's client defaults. */
export const CONTENT_LIMITS = {
  perPageDefault: 25,
  perPageMax: 100,
  uuidBatch: 50,
  requestsPerSecond: 5,
  retries: 10,
  retryDelayMs: 300,
  dictionaryMax: 500,
} as const;
