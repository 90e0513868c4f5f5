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
        void Promise.resolve(query.cancel()).catch(() => {});
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
