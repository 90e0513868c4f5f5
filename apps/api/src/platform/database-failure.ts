import { DrizzleQueryError } from 'drizzle-orm';

// What a failed database call means for the client. The driver's errors (postgres.js, wrapped by
// Drizzle in DrizzleQueryError with the driver's error as `cause`) carry a SQLSTATE or a socket
// error code; the error handler turns the two outcomes below into 503 and 400 (decision 086).

/** Socket errors and the driver's own codes: the database cannot be reached, or the link broke. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'QUERY_TIMEOUT',
]);

/**
 * SQLSTATEs of a database that is there but cannot serve now: shutting down or starting
 * (57P01-57P03), out of connections or resources (class 53), a statement cancelled by
 * statement_timeout (57014), and the connection-exception class 08.
 */
const UNAVAILABLE_STATES = /^(08|53)|^57P0[123]$|^57014$/;

/**
 * Text PostgreSQL refuses to store: NUL in text (22021), \u0000 in jsonb (22P05). The schemas
 * refuse both first; this is the net under them.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

export type DatabaseFailure = 'unavailable' | 'unstorable-text';

interface CodedError {
  code?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The error and the causes under it, outermost first. */
function* causes(error: unknown): Generator<CodedError> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as CodedError;
    current = (current as CodedError).cause;
  }
}

export function classifyDatabaseFailure(error: unknown): DatabaseFailure | undefined {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (!code) continue;
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return 'unavailable';
    if (UNSTORABLE_TEXT_STATES.has(code)) return 'unstorable-text';
    // jsonb refuses an escaped lone surrogate as invalid JSON (22P02 with a Unicode detail).
    if (code === '22P02' && typeof e.detail === 'string' && /surrogate|unicode/i.test(e.detail)) {
      return 'unstorable-text';
    }
  }
  return undefined;
}

/**
 * Drizzle's error message repeats the query's parameters (customer details, session ids): the
 * log gets the driver's error and the statement instead.
 */
export function loggableDatabaseError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError && error.cause) return { err: error.cause, query: error.query };
  return { err: error };
}
