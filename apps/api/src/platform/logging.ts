import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerSettings = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

// What the request log may hold: never a credential. Event streams cannot send headers, so their
// tokens and tickets travel in the query string and would land in every "incoming request" line;
// headers carry bearer tokens, cookies, basket sessions and idempotency keys (decision 087).

export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets, compared without case: staff tokens and stream
 * tickets, basket sessions, sign-in codes and links, OAuth's codes and tokens, captcha solutions.
 */
export const SECRET_QUERY_PARAMETERS: readonly string[] = [
  'token',
  'ticket',
  'sessionId',
  'session_id',
  'code',
  'code_verifier',
  'state',
  'access_token',
  'refresh_token',
  'id_token',
  'loginToken',
  'verifyToken',
  'password',
  'secret',
  'captcha',
  'signature',
];
const secretNames = new Set(SECRET_QUERY_PARAMETERS.map((name) => name.toLowerCase()));

/** Headers whose values are secrets, wherever a log line carries a headers object. */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-session-id',
  'x-tracking-grant',
  'idempotency-key',
  'proxy-authorization',
];
const secretHeaders = new Set(SECRET_HEADERS);

/** A request's headers for an error report: each secret one's value replaced, the rest as sent. */
export function withoutSecretHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    kept[name] = secretHeaders.has(name.toLowerCase()) ? REDACTED : Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

const headerPaths = (owner: string) => SECRET_HEADERS.map((name) => `${owner}["${name}"]`);

const nameOf = (pair: string) => {
  const raw = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The URL with the values of secret query parameters replaced; the rest is kept as sent. */
export function maskSecretQuery(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const masked = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => (secretNames.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair))
    .join('&');
  return `${url.slice(0, queryAt + 1)}${masked}`;
}

/** Fastify's own request serializer, with the URL masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where log lines go when not to standard output (a test reads them). */
export interface LogStream {
  write(line: string): void;
}

/** The API's logger settings. */
export function loggerOptions(level: string, stream?: LogStream): LoggerSettings {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: [...headerPaths('req.headers'), ...headerPaths('res.headers'), ...headerPaths('headers')],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
