import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { basketItemSchema, orderLineSchema, problemSchema } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from './errors.ts';

// The OpenAPI document is generated from the contract's zod schemas on the routes. Each route
// lists its own outcomes; the statuses every route shares (validation, Fastify's own refusals,
// unexpected failures, the database being down) are added here, so no route can forget them
// (decision 089).

// Named schemas become components: a recursive one (a basket line holds its halves) cannot be
// written inline (a test fails on a reference to an unnamed one), and the problem shape is
// shared by every error answer.
const namedSchemas: [z.ZodType, string][] = [
  [basketItemSchema, 'BasketItem'],
  [orderLineSchema, 'OrderLine'],
  [problemSchema, 'Problem'],
];
for (const [schema, id] of namedSchemas) {
  if (!z.globalRegistry.get(schema)?.id) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' },
};

const problemDescriptions: Record<string, string> = {
  400: 'Invalid request: `errors` names each field (body, query, params or headers)',
  401: 'Not signed in, or the credential is not valid',
  402: 'The payment was declined',
  403: 'Not allowed for this caller',
  404: 'Not found, or not visible to this caller',
  406: 'Not acceptable',
  409: 'Conflicts with the current state',
  410: 'Gone (for example, the basket has expired)',
  412: 'A precondition failed (for example, the store cannot take the order)',
  413: 'The body is larger than 1 MiB',
  414: 'A path segment is longer than 512 characters',
  415: 'The body is not JSON',
  422: 'Understood but not processable',
  428: 'A required step was skipped',
  429: `Too many attempts: wait Retry-After seconds`,
  500: 'Unexpected failure (details are logged, never shown)',
  503: `A service it needs (the database) is unreachable: retry after Retry-After (${RETRY_AFTER_SECONDS}) seconds`,
};

type ResponseObject = { description?: string; content?: Record<string, unknown>; headers?: unknown };
type DocumentedResponses = Record<string, unknown>;

const DEFAULT_RESPONSE = { 200: { description: 'Default Response' } };

/** Methods whose requests Fastify reads a body for (and so refuses with 400, 413 or 415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An error status as problem+json, with its description (and Retry-After where it applies). */
function problemResponse(status: string, schema: unknown = PROBLEM_REF): ResponseObject {
  return {
    description: problemDescriptions[status] ?? 'Problem details (RFC 9457)',
    content: { 'application/problem+json': { schema } },
    ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
  };
}

interface RouteFacts {
  url: string;
  methods: string[];
  hasInput: boolean;
}

/** The statuses a route answers without saying so itself. */
export function sharedStatuses({ url, methods, hasInput }: RouteFacts): string[] {
  const statuses = ['500'];
  const takesBody = methods.some((m) => BODY_METHODS.has(m));
  if (hasInput || takesBody || url.includes(':')) statuses.push('400');
  if (takesBody) statuses.push('413', '415');
  if (url.includes(':')) statuses.push('414');
  if (url.startsWith('/api/')) statuses.push('503');
  return statuses;
}

const zodTransform = createJsonSchemaTransform({});

type TransformInput = Parameters<typeof zodTransform>[0];

/** The zod transform, then every error answer as problem+json and the shared statuses added. */
function documentTransform(input: TransformInput): ReturnType<typeof zodTransform> {
  // A route without a schema is no part of the contract (a stand-in's own pages): left out.
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const result = zodTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const route = (input as { route?: { method?: string | string[] } }).route;
  const methods = [route?.method ?? []].flat().map((m) => m.toUpperCase());
  const source = input.schema as Record<string, unknown>;
  const hasInput = ['params', 'querystring', 'body', 'headers'].some((part) => source[part] !== undefined);
  // A route that declares no answer gets the generator's default one, as it would without us.
  const responses: DocumentedResponses = {
    ...((schema.response as DocumentedResponses | undefined) ?? DEFAULT_RESPONSE),
  };
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || (response as ResponseObject).content) continue;
    responses[status] = problemResponse(status, response);
  }
  for (const status of sharedStatuses({ url: result.url, methods, hasInput })) {
    responses[status] ??= problemResponse(status);
  }
  return { ...result, schema: { ...schema, response: responses } as typeof result.schema };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Red Roof Pizza storefront API',
        description: 'Every call the storefront app makes. Errors are application/problem+json (RFC 9457).',
        version: '2.0.0',
      },
      servers: [],
    },
    transform: documentTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
