import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../test/helper.ts';

// A probe route exercising body and query validation the way every real route does.
let releaseSlow: () => void = () => {};
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1) }),
        body: z.strictObject({ name: z.string().min(1), quantity: z.number().int().min(1).max(99) }),
      },
    },
    async (request) => ({ echoed: request.body.name, page: request.query.page }),
  );
  app.get('/probe/slow', async () => {
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { finished: true };
  });
  app.get('/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, extraApiRoutes: probe });
});
afterAll(() => ctx.close());

describe('problem details', () => {
  it('answers an unknown /api path with 404 problem+json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 404, code: 'NotFound', errors: [] });
  });

  it('answers malformed JSON with 400 problem+json', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Margherita",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });

  it('answers JSON sent as text/plain with 415 problem+json', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=1',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name": "Margherita"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 415, code: 'InvalidRequest' });
  });

  it('names every invalid body field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=1',
      payload: { name: '', quantity: 1000 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('InvalidRequest');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['body.name', 'body.quantity']);
    expect(body.message).toContain('body.name');
  });

  it('names an invalid query field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=zero',
      payload: { name: 'a', quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });

  it('rejects unknown body fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=1',
      payload: { name: 'a', quantity: 1, totalPrice: 0 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a valid request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=2',
      payload: { name: 'a', quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ echoed: 'a', page: 2 });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'InternalError',
      message: 'Something went wrong! We apologise for the inconvenience.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('rejects a body over 1 MiB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe?page=1',
      payload: { name: 'x'.repeat(1024 * 1024 + 1), quantity: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('health', () => {
  it('is alive', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('headers', () => {
  it('sets security headers and echoes a safe request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('replaces an unsafe request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows the app origin and no other', async () => {
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('documents the API at /docs/json and serves the browser at /docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/Configuration');
    // Spec document 2 section 7: the basket's checkout and payment calls, each with its method.
    const basketCalls: [method: string, path: string][] = [
      ['post', 'validate'],
      ['post', 'validateOrder'],
      ...[
        'initialiseVCO',
        'initialiseFlex',
        'initialiseFlexApi',
        'verifyFlex',
        'initialiseApplePay',
        'completeApplePay',
        'initialiseZipPay',
        'InitialisePayPal',
        'initialiseClickToPay',
        'completeClickToPay',
        'createToken',
        'customerToken',
        'payerAuth/{referenceID}',
        'notifyOrderError',
        'orders/{method}',
      ].map((path): [string, string] => ['post', path]),
      ['delete', 'token/{flexToken}'],
      ['patch', 'paymentInfo'],
      ['get', 'apOptions'],
      ['patch', 'apNotify'],
      ['patch', 'zipNotify'],
    ];
    for (const [method, path] of basketCalls) {
      expect(doc.paths[`/api/v1/baskets/{basketId}/${path}`]?.[method], `${method} ${path}`).toBeDefined();
    }
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const local = await buildTestApp({ seed: false, extraApiRoutes: probe });
    const address = await local.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/v1/probe/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((r) => setTimeout(r, 100));
    const closing = local.close();
    await new Promise((r) => setTimeout(r, 50));
    releaseSlow();
    await closing;
    await expect(inFlight).resolves.toEqual({ status: 200, body: { finished: true } });
  });
});
