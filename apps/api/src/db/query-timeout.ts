import type { Sql } from 'postgres';

/**
 * A client-side bound on every statement Drizzle sends: time queued for a connection plus time
 * on the server. statement_timeout stops slow statements on a server that answers; this stops a
 * request waiting on a server that does not (frozen, partitioned, or a pool queue that never
 * drains). The statement is cancelled and the caller gets an error with code QUERY_TIMEOUT.
 */
export function withQueryTimeout<T extends Sql>(sql: T, timeoutMs: number): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<Sql['unsafe']>) => timeBoxed(target.unsafe(...args), timeoutMs);
      }
      // Transactions and savepoints hand their callback a client of their own: bound it too.
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (client: Sql) => unknown;
          return open.call(target, ...args.slice(0, -1), (client: Sql) =>
            callback(withQueryTimeout(client, timeoutMs)),
          );
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export class QueryTimeoutError extends Error {
  readonly code = 'QUERY_TIMEOUT';
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}

/** What postgres.js keeps on a query about where it is (fields of its Query, not in its types). */
interface QueryProgress {
  /** The connection's server process once the query was sent on it; null while queued in the pool. */
  state?: unknown;
  /** Running on the server: the statement its connection is answering now. */
  active?: boolean;
}

/**
 * A query still queued in the pool, or the one its connection runs now, can be cancelled. One sent
 * on a connection behind another (postgres.js pipelines) cannot: postgres.js would send the cancel
 * request once it starts and read the next statement's answer as its own, and a cancel request
 * names a server process, not a statement, so a late one stops whatever runs there then (an
 * innocent statement fails with 57014). Such a query is left to run: statement_timeout bounds it,
 * and its answer is dropped.
 */
function safeToCancel(query: object): boolean {
  const { state, active } = query as QueryProgress;
  return !state || active === true;
}

/**
 * postgres.js queries are lazy promises that run when first awaited, and Drizzle calls
 * `.values()` on them before awaiting, so the query object itself is kept and only its `then`
 * is bounded.
 */
function timeBoxed<Q extends PromiseLike<unknown> & { cancel(): unknown }>(query: Q, timeoutMs: number): Q {
  const run = query.then.bind(query);
  const bounded = (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A queued query is dropped; a running one is cancelled on the server (if it still answers).
        if (safeToCancel(query)) void Promise.resolve(query.cancel()).catch(() => {});
        reject(new QueryTimeoutError(timeoutMs));
      }, timeoutMs);
      run(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    }).then(onFulfilled, onRejected);
  return Object.assign(query, { then: bounded });
}
