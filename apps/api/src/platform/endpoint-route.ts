// Registers a route from its entry in the endpoint table (packages/contract/src/endpoints): the
// method, path and schemas come from the table, so the route, its OpenAPI entry and the app's
// typed client cannot drift apart. A route file supplies only the handler and route options.
import {
  eventStreamSchema,
  problemSchema,
  type EndpointDefinition,
  type EndpointParsed,
  type EndpointReply,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';
import { eventStreamResponse } from './sse.ts';

/** The request a handler receives: validated params, query, body and headers, typed by the table. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParsed<E>['params'];
  Querystring: EndpointParsed<E>['query'];
  Body: EndpointParsed<E>['body'];
  Headers: EndpointParsed<E>['headers'];
}>;

/** A handler answers one of the endpoint's success shapes, or sends the reply itself (and returns it). */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** Route options besides the schema: hooks, rate-limit config, body limit ... */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

// Any Fastify instance whose prefix the endpoint's path starts with (plugins are registered under
// /api/v1, so the url inside one is the path with the prefix taken off).
type AnyFastify = Pick<FastifyInstance, 'route' | 'prefix'>;

export function serveEndpoint<E extends EndpointDefinition>(
  app: AnyFastify,
  definition: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { method, path, summary, description, tags, params, query, body, headers, responses, problems } = definition;
  if (!path.startsWith(app.prefix)) throw new Error(`${method} ${path} is outside ${app.prefix || '/'}`);
  const response: Record<number, ZodType | typeof eventStreamResponse> = { ...responses };
  for (const status of problems ?? []) response[status] ??= problemSchema;
  // An event stream is documented under its own media type, not as JSON.
  for (const [status, schema] of Object.entries(responses)) {
    if (schema === eventStreamSchema) response[Number(status)] = eventStreamResponse;
  }
  app.route({
    ...options,
    method,
    url: path.slice(app.prefix.length) || '/',
    schema: {
      tags: [...tags],
      summary,
      ...(description ? { description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(headers ? { headers } : {}),
      response,
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
