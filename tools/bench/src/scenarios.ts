import type { Request as AutocannonRequest } from 'autocannon';
import { contentReadRequests } from './content-reads.ts';
import { basketHeaders, idempotencyKey, newBasket, readyToOrder } from './fixtures.ts';
import { geolocationRequests, uncachedLocateRequests } from './store-searches.ts';

/** How to drive one call: a fixed request, or requests built against the running server. */
export interface Prepared {
  requests: AutocannonRequest[];
  /** Stop after this many requests (each prepared order can be placed once). */
  amount?: number;
  /** After the run: checks what the writes left behind and says so in one line (or throws). */
  verify?: () => Promise<string>;
}

export interface Scenario {
  name: string;
  prepare(baseUrl: string): Promise<Prepared>;
  /** Budget from DESIGN.md section 9 (issue 19's for searches and for writes on PGlite). */
  budget: Budget;
  /** Where PostgreSQL is held to more than PGlite (issue 19: writes). */
  postgresBudget?: Budget;
}

export interface Budget {
  requestsPerSecond: number;
  p99Ms: number;
}

const READ_BUDGET = { requestsPerSecond: 3000, p99Ms: 50 };
/** DESIGN.md: 500 adds and 200 orders a second; issue 19: on PGlite p99 100 and 300 ms. */
const BASKET_WRITE_BUDGET = { requestsPerSecond: 500, p99Ms: 100 };
const ORDER_BUDGET = { requestsPerSecond: 200, p99Ms: 300 };
/** Issue 19, on PostgreSQL: add to basket 1,500 req/s at p99 50 ms, placement 500 orders/s at p99 150 ms. */
const POSTGRES_BASKET_WRITE_BUDGET = { requestsPerSecond: 1500, p99Ms: 50 };
const POSTGRES_ORDER_BUDGET = { requestsPerSecond: 500, p99Ms: 150 };
/** Issue 19: geolocation 10,000 req/s; a location search nobody made that minute 5,000 req/s. */
const GEOLOCATION_BUDGET = { requestsPerSecond: 10_000, p99Ms: 50 };
const UNCACHED_SEARCH_BUDGET = { requestsPerSecond: 5_000, p99Ms: 50 };

const get = (name: string, path: string): Scenario => ({
  name,
  budget: READ_BUDGET,
  prepare: async () => ({ requests: [{ method: 'GET', path }] }),
});

/** Orders placed in one run: each needs its own basket, made beforehand. */
export const ORDERS_PER_RUN = Number(process.env.BENCH_ORDERS ?? 3000);

export const storefrontScenarios: Scenario[] = [
  get('GET /api/v1/Configuration', '/api/v1/Configuration'),
  get('GET /api/v1/store/{code}', '/api/v1/store/NSW001'),
  get(
    'GET /api/v1/store/schedule/locate',
    '/api/v1/store/schedule/locate?search=Parramatta&includeTradingException=true',
  ),
  // Every request from its own point, pickup and delivery in turn (store-searches.ts).
  {
    name: 'GET /api/v1/store/geolocation (a new point each)',
    budget: GEOLOCATION_BUDGET,
    prepare: (baseUrl) => geolocationRequests(baseUrl),
  },
  // Every request a place and wording no other request asked, so the minute's answer cache misses.
  {
    name: 'GET /api/v1/store/schedule/locate (a search nobody made that minute)',
    budget: UNCACHED_SEARCH_BUDGET,
    prepare: (baseUrl) => uncachedLocateRequests(baseUrl),
  },
  // The menu page's call: a Friday evening in Parramatta, inside trading hours.
  get(
    'GET /api/v1/products (pizza, store and time)',
    '/api/v1/products?primaryCategory=pizza&storeCode=NSW002&fulfilmentDateTime=2027-03-05T18:30&fulfilmentType=Delivery',
  ),
  // Story by slug, stories by prefix and the dictionary in turn, each request from its own client
  // address so the content service's 5 a second per client does not cap the figure.
  {
    name: 'GET content (story, stories, datasource)',
    budget: READ_BUDGET,
    prepare: async (baseUrl) => ({ requests: await contentReadRequests(baseUrl) }),
  },
  {
    name: 'POST basketItems (add to basket)',
    budget: BASKET_WRITE_BUDGET,
    postgresBudget: POSTGRES_BASKET_WRITE_BUDGET,
    async prepare(baseUrl) {
      // Many baskets, so none grows past what a real order holds.
      const pool = await Promise.all(Array.from({ length: 200 }, () => newBasket(baseUrl)));
      let next = 0;
      return {
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const basket = pool[next++ % pool.length]!;
              return {
                ...req,
                path: `/api/v1/baskets/${basket.basketId}/basketItems`,
                headers: basketHeaders(basket),
                body: JSON.stringify({ productId: 1003, quantity: 1, sizeId: 2 }),
              };
            },
          },
        ],
        amount: pool.length * 20,
      };
    },
  },
  {
    name: 'POST orders/cash (idempotent placement)',
    budget: ORDER_BUDGET,
    postgresBudget: POSTGRES_ORDER_BUDGET,
    async prepare(baseUrl) {
      const pool = await readyToOrder(baseUrl, ORDERS_PER_RUN);
      const keys = new Map<string, string>();
      let next = 0;
      return {
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const basket = pool[next++]!;
              const key = idempotencyKey();
              keys.set(basket.basketId, key);
              return {
                ...req,
                path: `/api/v1/baskets/${basket.basketId}/orders/cash`,
                headers: { ...basketHeaders(basket), 'idempotency-key': key },
                body: '{}',
              };
            },
          },
        ],
        amount: pool.length,
        verify: () => verifyOneOrderEach(baseUrl, pool, keys),
      };
    },
  },
];

/**
 * No duplicate: every basket, placed again with its first key, replays the same order; placed
 * again with a new key, it answers 410 BasketOrdered with that same order. One order per basket.
 */
async function verifyOneOrderEach(
  baseUrl: string,
  pool: { basketId: string; sessionId: string }[],
  keys: Map<string, string>,
): Promise<string> {
  const place = (basket: (typeof pool)[number], key: string) =>
    fetch(`${baseUrl}/api/v1/baskets/${basket.basketId}/orders/cash`, {
      method: 'POST',
      headers: { ...basketHeaders(basket), 'idempotency-key': key },
      body: '{}',
    });
  const orderIds = new Set<string>();
  for (let i = 0; i < pool.length; i += 25) {
    await Promise.all(
      pool.slice(i, i + 25).map(async (basket) => {
        const replay = await place(basket, keys.get(basket.basketId)!);
        const first = (await replay.json()) as { orderId?: string };
        if (replay.status !== 201 || replay.headers.get('idempotent-replayed') !== 'true' || !first.orderId)
          throw new Error(`basket ${basket.basketId}: replay answered ${replay.status}`);
        const again = await place(basket, idempotencyKey());
        const second = (await again.json()) as { code?: string; orderId?: string };
        if (again.status !== 410 || second.code !== 'BasketOrdered' || second.orderId !== first.orderId)
          throw new Error(`basket ${basket.basketId}: a new key answered ${again.status} ${second.code}`);
        orderIds.add(first.orderId);
      }),
    );
  }
  if (orderIds.size !== pool.length) throw new Error(`${orderIds.size} orders for ${pool.length} baskets`);
  return `${pool.length} orders for ${pool.length} baskets; every replay gave the same order, every new key 410`;
}
