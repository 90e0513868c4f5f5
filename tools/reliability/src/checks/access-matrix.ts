import { randomBytes, randomUUID } from 'node:crypto';
import type { Answer, Client } from '../http.ts';
import { describeApi, fillPath, type ApiDescription, type Operation } from '../openapi.ts';
import { detail, report } from '../report.ts';
import type { World } from '../world.ts';
import type { Context } from '../context.ts';

// Every id-bearing route of the OpenAPI document, asked for the owner's things by the owner, another
// guest, another customer and nobody. A leak: anyone but the owner gets a 2xx/3xx, or an answer
// holding the owner's sessions, references, e-mail or tokens.

const SURVEY_ID = 'post-order-2026';

/**
 * Reads anyone may make: the survey's questions (the orderId in the query is only echoed). They pass
 * when the answer for the owner's order is the answer for a made-up one: nothing of the order shows.
 */
const PUBLIC_READS = new Set(['GET /api/v1/survey/surveys/{surveyId}']);

/** Reached with a grant from the order lookup (reference and contact details), not a session. */
const GRANT_READS = new Set(['GET /api/v1/order/lookup/{orderId}']);

export interface Target {
  params: Record<string, string>;
  owner: Record<string, string>;
  /** Values for body and query fields of the same name. */
  values: Record<string, string>;
}

/** Whose thing each id-bearing route is about, and the owner's credentials; undefined: not owner-scoped. */
export function targetOf(op: Operation, world: World): Target | undefined {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const guestOrder = {
    params: { orderId: world.guestOrder.orderId, orderReference: world.guestOrder.orderReference },
    owner: { 'x-session-id': world.guestOrder.sessionId },
    values: { orderId: world.guestOrder.orderId },
  };
  if (op.path.startsWith('/api/v1/baskets/{basketId}')) {
    return {
      params: {
        basketId: world.basket.basketId,
        basketItemId: world.basket.basketItemId,
        groupedBasketItemId: randomUUID(),
        code: 'LASTONE',
        voucherCode: 'LASTONE',
        referenceID: 'reference',
        flexToken: 'token',
        method: 'cash',
      },
      owner: { 'x-session-id': world.basket.sessionId },
      values: { basketId: world.basket.basketId, basketItemId: world.basket.basketItemId },
    };
  }
  if (op.path.startsWith('/api/v1/staff/orders')) {
    return {
      params: { orderId: world.owner.orderId },
      owner: bearer(world.staffToken),
      values: { status: 'Cancelled' },
    };
  }
  if (op.path.startsWith('/api/v1/menu-prices/')) {
    // Head office's prices: only a marketing account may change them (decision 200).
    return { params: { productId: '3001' }, owner: bearer(world.staffToken), values: {} };
  }
  if (op.path.startsWith('/api/v1/engagement-console/') && op.path.includes('{id}')) {
    // Scheduled cards and messages: changed and withdrawn only by a marketing account (decision 242).
    return { params: { id: randomUUID() }, owner: bearer(world.staffToken), values: {} };
  }
  if (/\{customerId\}/.test(op.path)) {
    return { params: { customerId: world.owner.customerId }, owner: bearer(world.owner.accessToken), values: {} };
  }
  if (op.path.startsWith('/api/v1/customer/{id}')) {
    return { params: { id: world.owner.customerId }, owner: bearer(world.owner.accessToken), values: {} };
  }
  if (op.path === '/api/v1/order/trackOrders/{userId}') {
    return { params: { userId: world.owner.userId }, owner: bearer(world.owner.accessToken), values: {} };
  }
  const userLink = op.path.startsWith('/api/v1/user/') && !op.path.startsWith('/api/v1/user/shortUserId/');
  if (userLink && op.path.includes('{')) {
    // Opt-outs by link: the user id (or its short form) is in the e-mail or SMS, so holding it is not
    // proof. Without a solved captcha or the link's signature every principal must be refused.
    const shortUserId = BigInt(`0x${world.owner.userId.replaceAll('-', '')}`).toString(36);
    return {
      params: { userId: world.owner.userId, shortUserId, signature: randomBytes(32).toString('hex') },
      owner: bearer(world.owner.accessToken),
      values: { userId: world.owner.userId },
    };
  }
  if (op.path.startsWith('/api/v1/group-orders/{groupId}')) {
    // A group's member is who holds a secret of it (the host's here); a basket session or sign-in is not.
    return {
      params: { groupId: world.group.groupId, basketItemId: world.group.basketItemId },
      owner: { 'x-group-secret': world.group.secret },
      values: {},
    };
  }
  if (op.path === '/api/v1/order/tracker') return guestOrder;
  if (op.path.startsWith('/api/v1/order/') && op.path.includes('{')) return guestOrder;
  if (op.path.startsWith('/api/v1/survey/surveys/{surveyId}')) {
    return {
      ...guestOrder,
      params: { surveyId: SURVEY_ID, questionId: 'overall' },
      values: { orderId: world.guestOrder.orderId, answer: '5' },
    };
  }
  return undefined;
}

/** The request for one principal: the owner's ids, the principal's own credentials (sessionId in a body too). */
export function requestFor(
  api: ApiDescription,
  op: Operation,
  target: Target,
  credentials: Record<string, string>,
  extra: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    ticket: randomBytes(24).toString('base64url'),
    ...target.values,
    ...extra,
    sessionId: credentials['x-session-id'] ?? 'no-session',
  };
  const headers: Record<string, string> = { ...credentials };
  const query: string[] = [];
  for (const param of op.parameters) {
    if (param.in === 'header' && param.name === 'idempotency-key') headers[param.name] = randomUUID();
    else if (param.in === 'header' && param.required && !(param.name in headers) && param.name !== 'x-session-id') {
      headers[param.name] = String(api.sample(param.schema));
    } else if (param.in === 'query' && (param.required || param.name in values)) {
      query.push(`${param.name}=${encodeURIComponent(values[param.name] ?? String(api.sample(param.schema)))}`);
    }
  }
  let body: unknown;
  if (op.body && op.bodyType === 'application/json') {
    const sampled = api.sample(op.body);
    body =
      sampled && typeof sampled === 'object' && !Array.isArray(sampled)
        ? Object.fromEntries(Object.entries(sampled).map(([k, v]) => [k, values[k] ?? v]))
        : sampled;
  }
  // A path parameter the world has no value for (a saved card, say) gets one its schema accepts.
  const params = { ...target.params };
  const made: string[] = [];
  for (const param of op.parameters) {
    if (param.in === 'path' && !(param.name in params)) {
      params[param.name] = String(api.sample(param.schema));
      made.push(param.name);
    }
  }
  const path = fillPath(op.path, params) + (query.length ? `?${query.join('&')}` : '');
  return { path, headers, body, madeUpParams: made.length > 0 };
}

/** The answer with the owner's order id swapped for a made-up one is the same answer. */
async function sameForAnyOrder(
  api: Client,
  request: { path: string; headers: Record<string, string> },
  answer: Answer,
) {
  const orderId = /orderId=([\w-]+)/.exec(request.path)?.[1];
  if (!orderId || answer.status >= 400) return answer.status >= 400;
  const madeUp = randomUUID();
  const other = await api.call('GET', request.path.replace(orderId, madeUp), { headers: request.headers });
  return other.status === answer.status && other.text.replaceAll(madeUp, orderId) === answer.text;
}

/** A stream ticket for the owner (the order's basket session, or the console). */
async function ownersTicket(api: Client, streamPath: string, target: Target): Promise<string> {
  const path = fillPath(streamPath, target.params) + '/ticket';
  const answer = await api.call('POST', path, { headers: target.owner });
  return String((answer.body as { ticket?: string } | null)?.ticket ?? '');
}

/** Id-bearing routes about public things: the catalogue, stores and addresses. */
const PUBLIC_PREFIXES = [
  '/api/v1/store',
  '/api/v1/address/',
  '/api/v1/products',
  '/api/v1/productIds',
  '/api/v1/meals',
  '/api/v1/content',
  // Decoded, not looked up: the answer is the request's own id in its long form.
  '/api/v1/user/shortUserId/',
  // The id names a card or message shown to many; the state written is the caller's own (their
  // device id or their customer), never another viewer's.
  '/api/v1/engagement/',
  // Error-report ingestion (Sentry's envelope): the project id is public, as a DSN's is.
  '/api/{projectId}/envelope',
  // A group order's share link: holding its token is the invitation (any name may join while open).
  '/api/v1/group-orders/share/',
];

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const leaked = (answer: Answer, secrets: string[], sent: string) =>
  answer.status < 400 || secrets.some((secret) => !sent.includes(secret) && answer.text.includes(secret));

export async function accessMatrix(ctx: Context) {
  const { api } = ctx;
  const world = await ctx.world();
  const description = await describeApi(api);
  const principals: [string, Record<string, string>][] = [
    ['another guest', { 'x-session-id': world.otherGuest.sessionId }],
    ['another customer', { authorization: `Bearer ${world.otherCustomer.accessToken}` }],
    ['nobody', {}],
  ];
  let routes = 0;
  let requests = 0;
  const leaks: string[] = [];
  const ownerRefused: string[] = [];
  const publicRoutes: string[] = [];
  for (const op of description.operations) {
    const target = targetOf(op, world);
    if (!target) {
      if (op.path.includes('{')) publicRoutes.push(op.path);
      continue;
    }
    routes += 1;
    for (const [who, credentials] of principals) {
      const request = requestFor(description, op, target, credentials);
      const answer = await api.call(op.method, request.path, {
        headers: request.headers,
        body: request.body,
        timeoutMs: 10_000,
      });
      requests += 1;
      const publicRead = PUBLIC_READS.has(`${op.method} ${op.path}`);
      if (
        publicRead
          ? !(await sameForAnyOrder(api, request, answer))
          : leaked(answer, world.secrets, JSON.stringify(request))
      ) {
        leaks.push(`${who}: ${op.method} ${op.path} -> ${answer.status} ${answer.text.slice(0, 160)}`);
      }
    }
    // The owner reads its own things (reads only: the owner's writes would change the world mid-check).
    if (op.method === 'GET' && !GRANT_READS.has(`${op.method} ${op.path}`)) {
      const ticket = op.path.endsWith('/events') ? await ownersTicket(api, op.path, target) : undefined;
      const request = requestFor(description, op, target, target.owner, ticket ? { ticket } : {});
      const answer = await api.call(op.method, request.path, { headers: request.headers, timeoutMs: 10_000 });
      requests += 1;
      // Refused as not signed in or not allowed is wrong; not found is right for a made-up id, and
      // for a customer with no won deals yet (appdeals' NoAppDeals).
      const nothingYet = answer.status === 404 && answer.text.includes('"code":"NoAppDeals"');
      const refused = answer.status >= 400 && !(request.madeUpParams && answer.status === 404) && !nothingYet;
      if (refused) ownerRefused.push(`${op.method} ${op.path} -> ${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }
  report(
    'access matrix',
    `${routes} id-bearing routes x owner, another guest, another customer, nobody (${requests} requests)`,
    `${leaks.length} leaks; owner refused on ${ownerRefused.length} of its own reads; ${publicRoutes.length} public id-bearing routes (catalogue, stores, addresses) not owner-scoped`,
    leaks.length === 0 && ownerRefused.length === 0 && routes >= 40,
  );
  for (const line of [...leaks, ...ownerRefused.map((l) => `owner: ${l}`)]) detail(line);
  const unexpectedPublic = publicRoutes.filter((path) => !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)));
  if (unexpectedPublic.length > 0) {
    report(
      'access matrix',
      'id-bearing routes the matrix does not know the owner of',
      unexpectedPublic.join(', '),
      false,
    );
  }

  // Ids that reach a client must not be guessable: random UUIDs (122 bits) or at least 128 random bits.
  const ids = {
    basketId: world.basket.basketId,
    sessionId: world.basket.sessionId,
    basketItemId: world.basket.basketItemId,
    orderId: world.guestOrder.orderId,
    customerId: world.owner.customerId,
  };
  const guessable = Object.entries(ids).filter(([, id]) => !UUID_V4.test(id) && !/^[\w-]{22,}$/.test(id));
  report(
    'access matrix',
    `ids that reach a client (${Object.keys(ids).join(', ')})`,
    `${guessable.length} guessable${guessable.length ? `: ${guessable.map(([name, id]) => `${name}=${id}`).join(', ')}` : ''}`,
    guessable.length === 0,
  );
}
