import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { maskSecretQuery, REDACTED } from './logging.ts';

// Event streams carry their credential in the query string (EventSource sends no headers), and
// every request is logged with its URL: the log must keep the route and lose the secret. Checked
// on the lines a real app instance writes.

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

/** A route that logs the request's headers, as a careless handler might. */
const headerLogger: FastifyPluginAsync = async (app) => {
  app.get('/probe/log-headers', async (request) => {
    request.log.info({ headers: request.headers }, 'headers seen');
    return { logged: true };
  });
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, logStream, extraApiRoutes: headerLogger });
});
afterAll(() => ctx.close());

const secret = (label: string) => `${label}-${randomUUID()}`;
const logged = () => lines.join('');

describe('request logs', () => {
  it('mask the secret query values of event streams, under their old and new names', async () => {
    const orderId = randomUUID();
    const secrets = {
      staffToken: secret('staff-token'),
      staffTicket: secret('staff-ticket'),
      session: secret('session'),
      orderTicket: secret('order-ticket'),
      refresh: secret('refresh'),
      code: secret('code'),
    };
    const urls = [
      `/api/v1/staff/orders/events?token=${secrets.staffToken}`,
      `/api/v1/staff/orders/events?ticket=${secrets.staffTicket}`,
      `/api/v1/order/${orderId}/events?sessionId=${secrets.session}`,
      `/api/v1/order/${orderId}/events?ticket=${secrets.orderTicket}&other=kept`,
      `/api/v1/nothing-here?refresh_token=${secrets.refresh}&CODE=${secrets.code}`,
    ];
    for (const url of urls) await ctx.app.inject({ method: 'GET', url });

    const text = logged();
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    // The route stays readable: which stream, which order, and that a credential was sent.
    expect(text).toContain(`/api/v1/staff/orders/events?token=${REDACTED}`);
    expect(text).toContain(`/api/v1/order/${orderId}/events?ticket=${REDACTED}&other=kept`);
    expect(text).toContain(`CODE=${REDACTED}`);
  });

  it('redact credential headers wherever a line carries them', async () => {
    const headers = {
      authorization: `Bearer ${secret('bearer')}`,
      cookie: `rrp_refresh=${secret('cookie')}`,
      'x-session-id': secret('basket-session'),
      'idempotency-key': secret('idempotency'),
      'x-tracking-grant': secret('grant'),
    };
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/log-headers', headers });
    expect(res.statusCode).toBe(200);

    const text = logged();
    for (const value of Object.values(headers)) expect(text).not.toContain(value.split(/[ =]/).pop());
    const line = lines.map((l) => JSON.parse(l)).find((entry) => entry.msg === 'headers seen');
    expect(line.headers).toMatchObject({
      authorization: REDACTED,
      cookie: REDACTED,
      'x-session-id': REDACTED,
      'idempotency-key': REDACTED,
      'x-tracking-grant': REDACTED,
    });
  });
});

describe('maskSecretQuery', () => {
  it('keeps a URL without secrets as it is, and masks encoded names too', () => {
    expect(maskSecretQuery('/api/v1/products?storeCode=NSW002')).toBe('/api/v1/products?storeCode=NSW002');
    expect(maskSecretQuery('/x?session%49d=abc&a=1')).toBe(`/x?session%49d=${REDACTED}&a=1`);
    expect(maskSecretQuery('/x?ticket')).toBe(`/x?ticket=${REDACTED}`);
  });
});
