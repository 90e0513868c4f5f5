import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { operationsOf, type OpenApiDocument } from '../test/openapi-walk.ts';

// /docs/json is what client generators and people read: a valid OpenAPI 3.1 document whose every
// reference resolves and whose every operation lists the statuses it can answer.

let ctx: TestContext;
let doc: OpenApiDocument & Record<string, unknown>;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

/** Every `$ref` in the document, with where it stands. */
function refsOf(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refsOf(v, `${at}/${key}`),
  );
}

/** Follows a local JSON pointer ('#/components/schemas/Problem') through the document. */
function pointsAtSomething(root: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

const responsesOf = (op: { responses?: Record<string, unknown> }) => Object.keys(op.responses ?? {});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no reference that points nowhere', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(({ ref }) => !pointsAtSomething(doc, ref)).map(({ ref, at }) => `${ref} at ${at}`);
    expect(dangling).toEqual([]);
  });

  it('lists the statuses every operation shares', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      // Operations documented without any schema of ours (a library's pages) state nothing.
      if (Object.keys(op.responses ?? {}).length === 1 && !op.parameters && !op.requestBody) continue;
      const listed = new Set(responsesOf(op));
      const want = ['500'];
      if (op.parameters?.length || op.requestBody || method !== 'get') want.push('400');
      if (['post', 'put', 'patch', 'delete'].includes(method)) want.push('413', '415');
      if (path.includes('{')) want.push('414');
      if (path.startsWith('/api/')) want.push('503');
      for (const status of want) if (!listed.has(status)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('describes every error answer as problem+json', () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const content = (response as { content?: Record<string, unknown> }).content ?? {};
        if (Number(status) >= 400 && path.startsWith('/api/') && !content['application/problem+json']) {
          wrong.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the event streams as text/event-stream with their refusals', () => {
    for (const path of ['/api/v1/order/{orderId}/events', '/api/v1/staff/orders/events']) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      const ok = op!.responses?.['200'] as { content?: Record<string, unknown> };
      expect(Object.keys(ok.content ?? {})).toEqual(['text/event-stream']);
      expect(responsesOf(op!)).toEqual(expect.arrayContaining(['400', '401']));
    }
  });
});
