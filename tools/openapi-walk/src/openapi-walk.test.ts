import { describe, expect, it } from 'vitest';
import { operationsOf, schemaWalker, validRequestParts, withValueAt, type OpenApiDocument } from './openapi-walk.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/stores/{storeId}': {
      get: {
        parameters: [{ in: 'path', name: 'storeId', required: true, schema: { type: 'integer', minimum: 1000 } }],
      },
    },
    '/api/v1/orders': {
      post: {
        parameters: [
          { in: 'header', name: 'idempotency-key', required: true, schema: { type: 'string', minLength: 8 } },
          { in: 'query', name: 'optional', schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
      },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['postcode', 'mobile'],
        properties: {
          postcode: { type: 'string', pattern: '^\\d{4}$' },
          mobile: { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^\\+614\\d{8}$' }] },
          kind: { type: 'string', enum: ['Pickup', 'Delivery'] },
          lines: { type: 'array', minItems: 2, items: { type: 'string', maxLength: 2 } },
        },
      },
    },
  },
};

describe('the OpenAPI walk', () => {
  it('lists every operation', () => {
    expect(operationsOf(doc).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /api/v1/stores/{storeId}',
      'post /api/v1/orders',
    ]);
  });

  it('samples values the schemas accept: references, patterns, choices, limits', () => {
    const walker = schemaWalker(doc);
    expect(walker.sample({ $ref: '#/components/schemas/Order' })).toEqual({
      postcode: '2150',
      mobile: '+61412345678',
      kind: 'Pickup',
      lines: ['ab', 'ab'],
    });
  });

  it('builds a request from the required parameters and the body', () => {
    const [store, order] = operationsOf(doc);
    const walker = schemaWalker(doc);
    expect(validRequestParts(walker, store!)).toMatchObject({ params: { storeId: '1000' }, query: {} });
    const parts = validRequestParts(walker, order!);
    expect(parts.headers).toEqual({ 'idempotency-key': 'abcdxxxx' });
    expect(parts.query).toEqual({});
    expect(parts.body).toMatchObject({ postcode: '2150' });
  });

  it('lists string leaves and places a value at one', () => {
    const walker = schemaWalker(doc);
    const leaves = walker.stringLeaves({ $ref: '#/components/schemas/Order' }).map(([path]) => path.join('.'));
    expect(leaves).toEqual(['postcode', 'mobile', 'kind', 'lines.0']);
    expect(withValueAt({ lines: ['a', 'b'] }, ['lines', 1], 'z')).toEqual({ lines: ['a', 'z'] });
  });
});

describe("the contract's examples", () => {
  it('are used before anything made up: a property example, and a whole body example', () => {
    const walker = schemaWalker(doc);
    expect(walker.sample({ type: 'string', examples: ['/offers'] })).toBe('/offers');
    expect(walker.sample({ type: 'object', properties: { url: { type: 'string', examples: ['/offers'] } } })).toEqual({
      url: '/offers',
    });
    const example = { sizes: [{ sizeId: 2, priceCents: 1995 }] };
    const parts = validRequestParts(walker, {
      path: '/api/v1/menu-prices/{productId}',
      method: 'put',
      op: { requestBody: { content: { 'application/json': { schema: { type: 'object' }, example } } } },
    });
    expect(parts.body).toEqual(example);
    expect(parts.body).not.toBe(example);
  });
});
