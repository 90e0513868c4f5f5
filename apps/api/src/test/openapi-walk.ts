import type { InjectOptions } from 'fastify';
import type { OperationRef, RequestParts } from '../../../../tools/openapi-walk/src/openapi-walk.ts';

// The OpenAPI walk (tools/openapi-walk), plus a request built from it for Fastify's inject.
export * from '../../../../tools/openapi-walk/src/openapi-walk.ts';

/** Path params are sent raw (already percent-encoded where needed), so a test can send bytes as they are. */
export function injectOptions(
  ref: OperationRef,
  parts: RequestParts,
  rawParams: Record<string, string> = {},
): InjectOptions {
  // '{*}' is a wildcard tail ('/stories/{*}'), sent as it is so it may hold slashes.
  const url = ref.path.replace(/\{([\w*]+)\}/g, (_, name: string) =>
    name in rawParams
      ? rawParams[name]!
      : name === '*'
        ? (parts.params[name] ?? '')
        : encodeURIComponent(parts.params[name] ?? ''),
  );
  const query = Object.entries(parts.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return {
    method: ref.method.toUpperCase() as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    // A body that is text (an error-report envelope) goes as text; everything else as JSON.
    headers: typeof parts.body === 'string' ? { 'content-type': 'text/plain', ...parts.headers } : parts.headers,
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  };
}
