import { POST_ORDER_SURVEY_ID, UNSTORABLE_TEXT_MESSAGE } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, guestDetails, pickupAtParramatta } from '../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import {
  injectOptions,
  operationsOf,
  schemaWalker,
  validRequestParts,
  withValueAt,
  type JsonSchema,
  type OpenApiDocument,
  type OperationRef,
  type RequestParts,
  type SchemaWalker,
} from '../test/openapi-walk.ts';
import { fixedClock } from './clock.ts';

// Text PostgreSQL cannot store (U+0000) and text UTF-8 cannot encode (a lone surrogate) must be
// refused at the schema, with a 400 naming the field, wherever text enters: every route of the
// OpenAPI document is walked with both in each string parameter and body field.

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
/** How a lone surrogate reaches a URL at all: its WTF-8 bytes, which are not valid UTF-8. */
const LONE_SURROGATE_IN_URL = '%ED%A0%80';
const BAD_CHARACTERS = [
  ['NUL', NUL],
  ['lone surrogate', LONE_SURROGATE],
] as const;

interface Answer {
  status: number;
  fields: { field: string; message: string }[];
}

interface Probe {
  label: string;
  /** The field the refusal must name; null when the router refuses the URL before fields exist. */
  field: string | null;
  /** Bound by an enum, format or pattern of its own, which may refuse the character first. */
  constrained: boolean;
  bad: InjectOptions;
  /** The same request with harmless text in that place: tells whether the field takes free text. */
  control: InjectOptions;
}

/** Routes that send text straight to PostgreSQL, as a missed schema would: the net under the schemas. */
const rawQueries: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { value: string; as: 'text' | 'jsonb' } }>('/probe/store-text', async (request) => {
    const { value, as } = request.body;
    const query = as === 'text' ? sql`select ${value}::text` : sql`select ${JSON.stringify({ value })}::jsonb`;
    await ctx.database.db.execute(query);
    return { stored: true };
  });
};

// Tuesday 24 November 2026, 6 pm in Sydney: Parramatta is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
let doc: OpenApiDocument;
let walker: SchemaWalker;
beforeAll(async () => {
  ctx = await buildTestApp({ clock, extraApiRoutes: rawQueries });
  doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
  walker = schemaWalker(doc);
});
afterAll(() => ctx.close());

/** Each probe from its own client address, so per-address rate limits (which run first) stay out of the way. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function send(options: InjectOptions): Promise<Answer> {
  const res = await ctx.app.inject({ ...options, remoteAddress: nextClient() });
  const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
  return { status: res.statusCode, fields: Array.isArray(body?.errors) ? body.errors : [] };
}

const isConstrained = (s: JsonSchema) => Boolean(s.enum || s.format || s.pattern || s.const !== undefined);

/** Text of the right length: harmless, or holding the bad character. */
const textFor = (s: JsonSchema, bad = '') => walker.sized(s, `ab${bad}cd`);

/**
 * A sampled body made to pass the rules its JSON Schema cannot show (refinements), so that a probe
 * of a header reaches the header's own check: the body is validated before the headers.
 */
function withRefinementsMet(ref: OperationRef, parts: RequestParts): RequestParts {
  const body = parts.body as Record<string, unknown> | undefined;
  if (ref.path === '/api/v1/engagement/attributes') {
    return { ...parts, body: { ...body, attributes: { favourite_range: 'classics' } } };
  }
  if (ref.path.startsWith('/api/v1/engagement-console/') && body && 'schedule' in body) {
    return { ...parts, body: { ...body, schedule: { startsAt: null, endsAt: null } } };
  }
  return parts;
}

/** One request per string parameter or body field of the operation, and per bad character. */
function probesFor(ref: OperationRef): Probe[] {
  const parts = withRefinementsMet(ref, validRequestParts(walker, ref));
  const label = `${ref.method.toUpperCase()} ${ref.path}`;
  const probes: Probe[] = [];
  for (const param of ref.op.parameters ?? []) {
    const s = walker.stringBranch(param.schema);
    if (!s || param.in === 'cookie') continue;
    if (param.in === 'path') {
      const field = `params.${param.name}`;
      const at = (raw: string) => injectOptions(ref, parts, { [param.name]: raw });
      const control = at(encodeURIComponent(textFor(s)));
      probes.push({
        constrained: isConstrained(s),
        label: `${label} ${field} NUL`,
        field,
        control,
        bad: at(encodeURIComponent(textFor(s, NUL))),
      });
      // Not decodable, so the router refuses the URL before any field exists.
      const bad = at(`ab${LONE_SURROGATE_IN_URL}cd`);
      probes.push({
        constrained: isConstrained(s),
        label: `${label} ${field} lone surrogate`,
        field: null,
        control,
        bad,
      });
    } else if (param.in === 'query') {
      // A lone surrogate cannot be percent-encoded; its raw bytes stay undecoded in the value.
      const field = `query.${param.name}`;
      const at = (value: string) => injectOptions(ref, { ...parts, query: { ...parts.query, [param.name]: value } });
      probes.push({
        constrained: isConstrained(s),
        label: `${label} ${field} NUL`,
        field,
        control: at(textFor(s)),
        bad: at(textFor(s, NUL)),
      });
    } else {
      const field = `headers.${param.name}`;
      const at = (value: string) =>
        injectOptions(ref, { ...parts, headers: { ...parts.headers, [param.name]: value } });
      for (const [kind, bad] of BAD_CHARACTERS) {
        probes.push({
          constrained: isConstrained(s),
          label: `${label} ${field} ${kind}`,
          field,
          control: at(textFor(s)),
          bad: at(textFor(s, bad)),
        });
      }
    }
  }
  const bodySchema = ref.op.requestBody?.content?.['application/json']?.schema;
  for (const [path, s] of bodySchema ? walker.stringLeaves(bodySchema) : []) {
    const field = `body.${path.join('.')}`;
    const at = (value: string) => injectOptions(ref, { ...parts, body: withValueAt(parts.body, path, value) });
    for (const [kind, bad] of BAD_CHARACTERS) {
      probes.push({
        constrained: isConstrained(s),
        label: `${label} ${field} ${kind}`,
        field,
        control: at(textFor(s)),
        bad: at(textFor(s, bad)),
      });
    }
  }
  return probes;
}

describe('text PostgreSQL cannot store', () => {
  it('is refused with 400 naming the field in every string parameter and body field of every route', async () => {
    const wrong: string[] = [];
    let probed = 0;
    for (const ref of operationsOf(doc)) {
      for (const probe of probesFor(ref)) {
        probed += 1;
        const answer = await send(probe.bad);
        if (probe.field === null) {
          if (answer.status !== 400) wrong.push(`${probe.label}: ${answer.status}`);
          continue;
        }
        const control = await send(probe.control);
        // Free text that harmless text passes must be refused by the shared check itself.
        const takesText = !probe.constrained && !control.fields.some((f) => f.field === probe.field);
        const refused = answer.fields.some(
          (f) => f.field === probe.field && (!takesText || f.message === UNSTORABLE_TEXT_MESSAGE),
        );
        if (answer.status !== 400 || !refused) {
          const named = answer.fields.map((f) => `${f.field} (${f.message})`).join(', ');
          wrong.push(`${probe.label}: ${answer.status} ${named}`);
        }
      }
    }
    expect(probed).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});

const problemOf = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return res.json() as { status: number; code: string; errors: { field: string; message: string }[] };
};

/** 400 InvalidRequest naming `field` with the shared message. */
const expectRefused = (res: Parameters<typeof problemOf>[0], field: string) => {
  expect(res.statusCode).toBe(400);
  const body = problemOf(res);
  expect(body.code).toBe('InvalidRequest');
  expect(body.errors).toContainEqual({ field, message: UNSTORABLE_TEXT_MESSAGE });
};

/** A JSON body written by hand, so a lone surrogate travels as the escape a client would send. */
const rawJson = (json: string) => ({ headers: { 'content-type': 'application/json' }, payload: json });

describe('the reported requests that answered 500', () => {
  const client = checkoutClient(() => ctx);

  it('refuses NUL in path parameters', async () => {
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/v1/order/trackOrders/%00' }), 'params.userId');
    const byReference = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/status/reference/RR%00ABCD' });
    expectRefused(byReference, 'params.orderReference');
  });

  it('refuses NUL in the basket fields, and makes no basket', async () => {
    const before = await ctx.database.db.execute(sql`select count(*)::int as n from baskets`);
    const withCustomer = { ...pickupAtParramatta, customerId: 'guest\u0000' };
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: withCustomer }),
      'body.customerId',
    );
    const delivery = {
      serviceType: 'Delivery',
      isAsap: true,
      storeId: 1002,
      address: '12 Smith St\u0000',
      city: 'Parramatta',
      state: 'NSW',
      postalCode: '2150',
      latitude: -33.8136,
      longitude: 151.0034,
    };
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: delivery }), 'body.address');
    const after = await ctx.database.db.execute(sql`select count(*)::int as n from baskets`);
    expect(after).toEqual(before);
  });

  it('refuses NUL and lone surrogates in customer details, and keeps none of them', async () => {
    const basket = await client.readyBasket();
    for (const [field, value] of [
      ['firstName', 'Alex\u0000'],
      ['orderNote', 'Ring the bell\u0000'],
      ['utm_source', 'mail\u0000'],
    ] as const) {
      expectRefused(
        await client.call(basket, 'POST', '/validateOrder', { ...guestDetails, [field]: value }),
        `body.${field}`,
      );
    }
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/validateOrder`,
      ...rawJson(JSON.stringify(guestDetails).replace('"Alex"', '"a\\ud800"')),
      headers: { 'content-type': 'application/json', 'x-session-id': basket.sessionId },
    });
    expectRefused(surrogate, 'body.firstName');
    const read = await client.call(basket, 'GET', '');
    expect(read.json().customerInfo).toBeNull();
  });

  it('refuses NUL in the agent name, and places no order', async () => {
    const basket = await client.readyBasket();
    expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    expectRefused(await client.place(basket, 'cash', { agentName: 'Sam\u0000' }), 'body.agentName');
    const placed = await client.place(basket, 'cash');
    expect(placed.statusCode).toBe(201);
  });

  it('refuses NUL in a survey answer and in the staff sign-in', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}/questions/q1/response`,
      payload: { answer: 'Great\u0000' },
    });
    expectRefused(answer, 'body.answer');
    const login = (json: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', ...rawJson(json) });
    expectRefused(await login('{"username":"a\\u0000","password":"x"}'), 'body.username');
    expectRefused(await login('{"username":"manager","password":"pw\\ud800"}'), 'body.password');
  });

  it('refuses an Idempotency-Key holding NUL', async () => {
    const basket = await client.readyBasket();
    const res = await client.call(basket, 'POST', '/orders/cash', {}, { 'idempotency-key': 'key-\u0000-0001' });
    expectRefused(res, 'headers.idempotency-key');
  });
});

describe('under the schemas', () => {
  it('answers 400, not 500, when text PostgreSQL refuses still reaches a query', async () => {
    for (const [as, value] of [
      ['text', 'a\u0000b'],
      ['jsonb', 'a\u0000b'],
      ['jsonb', 'a\ud800b'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/probe/store-text', payload: { value, as } });
      expect(res.statusCode, `${as} ${JSON.stringify(value)}`).toBe(400);
      expect(problemOf(res)).toMatchObject({ status: 400, code: 'InvalidRequest' });
    }
  });

  it('answers a URL that is not UTF-8, or too long a segment, with problem details', async () => {
    const notUtf8 = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/trackOrders/a%ED%A0%80' });
    expect(notUtf8.statusCode).toBe(400);
    expect(problemOf(notUtf8).code).toBe('InvalidRequest');
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/trackOrders/${'a'.repeat(513)}` });
    expect(long.statusCode).toBe(414);
    expect(problemOf(long).code).toBe('InvalidRequest');
  });
});
