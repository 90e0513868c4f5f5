// What one endpoint of our API is: its method and path, the schemas of what it takes and answers,
// and the problem statuses it documents. The API registers its routes from these definitions
// (apps/api/src/platform/endpoint-route.ts) and the app calls them by name through a typed client
// (apps/web/src/lib/api/call-api.ts); neither side writes a path or a shape of its own.
import type { z, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  /** The full path, with `:name` for each path parameter ('/api/v1/store/:code'). */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** Request headers the endpoint reads (the basket session, an idempotency key ...). */
  headers?: ZodType;
  /** Answers by status: the 2xx ones are what a caller receives; others are documented shapes. */
  responses: { readonly [status: number]: ZodType };
  /** Statuses answered with application/problem+json (the spec's status and code). */
  problems?: readonly number[];
}

/** Keeps each definition's literal types (path, method, schemas) for the client and the server. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends ZodType } ? S : undefined;
type InputOf<E, K extends string> = SchemaOf<E, K> extends ZodType ? z.input<SchemaOf<E, K>> : undefined;
type OutputOf<E, K extends string> = SchemaOf<E, K> extends ZodType ? z.output<SchemaOf<E, K>> : undefined;

/** What a caller sends: path parameters, query, body and headers, as the schemas accept them. */
export interface EndpointInput<E extends EndpointDefinition> {
  params: InputOf<E, 'params'>;
  query: InputOf<E, 'query'>;
  body: InputOf<E, 'body'>;
  headers: InputOf<E, 'headers'>;
}

/** What a handler reads once the request has passed validation. */
export interface EndpointParsed<E extends EndpointDefinition> {
  params: OutputOf<E, 'params'>;
  query: OutputOf<E, 'query'>;
  body: OutputOf<E, 'body'>;
  headers: OutputOf<E, 'headers'>;
}

type Responses<E extends EndpointDefinition> = E['responses'];
type SuccessKeys<E extends EndpointDefinition> = Extract<keyof Responses<E>, SuccessStatus>;

/** What a caller receives on success (any of the endpoint's 2xx answers). */
export type EndpointResult<E extends EndpointDefinition> = {
  [S in SuccessKeys<E>]: Responses<E>[S] extends ZodType ? z.output<Responses<E>[S]> : never;
}[SuccessKeys<E>];

/** What a handler may answer on success, before serialisation. */
export type EndpointReply<E extends EndpointDefinition> = {
  [S in SuccessKeys<E>]: Responses<E>[S] extends ZodType ? z.input<Responses<E>[S]> : never;
}[SuccessKeys<E>];
