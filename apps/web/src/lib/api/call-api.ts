// The app's only way to call our API: an endpoint by its name in the endpoint table, with its path
// parameters filled by name and its query, body, headers and answer typed by the table. At run time
// only the generated method-and-path table is loaded (no zod in the first load, decision 011); in
// development and tests each answer is also parsed against the endpoint's response schemas.
import type { EndpointInput, EndpointResult, Endpoints } from '@storefront/contract';
import { endpointRoutes, fillPath, type EndpointName } from '@storefront/contract/http';
import { apiFetch, type ApiRequest } from '../api-client.ts';
import { checkAnswer } from './check-answer.ts';

type Input<K extends EndpointName> = EndpointInput<Endpoints[K]>;

// A query string carries text: a schema that reads 'true' or '12' is given the boolean or number.
type QueryValue<V> = V extends string ? V | number | boolean : V;
type QueryValues<T> = T extends object ? { [P in keyof T]: QueryValue<T[P]> } : T;

/** Only the parts an endpoint takes may be given, and those it needs must be. */
export type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: never }
  : undefined extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** Headers of which none is required may be left out (a body may not: the server reads it). */
export type OptionalHeaders<T> = [T] extends [undefined] ? T : object extends T ? T | undefined : T;

export type CallRequest<K extends EndpointName> = Part<'params', Input<K>['params']> &
  Part<'query', QueryValues<Input<K>['query']>> &
  Part<'body', Input<K>['body']> &
  Part<'headers', OptionalHeaders<Input<K>['headers']>> &
  Pick<ApiRequest, 'signal' | 'auth' | 'keepalive'>;

export type CallResult<K extends EndpointName> = EndpointResult<Endpoints[K]>;

// The request may be left out when an endpoint needs nothing.
type CallArgs<K extends EndpointName> =
  object extends CallRequest<K> ? [request?: CallRequest<K>] : [request: CallRequest<K>];

export async function callApi<K extends EndpointName>(name: K, ...[request]: CallArgs<K>): Promise<CallResult<K>> {
  const { method, path } = endpointRoutes[name];
  const { params, query, body, headers, signal, auth, keepalive } = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: ApiRequest['query'];
    body?: unknown;
    headers?: Record<string, string>;
  } & Pick<ApiRequest, 'signal' | 'auth' | 'keepalive'>;
  const answer = await apiFetch<unknown>(fillPath(path, params), {
    method,
    query,
    body,
    headers,
    signal,
    auth,
    ...(keepalive ? { keepalive } : {}),
  });
  if (import.meta.env.DEV) await checkAnswer(name, answer);
  return answer as CallResult<K>;
}
