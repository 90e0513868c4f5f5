import type { Result } from 'autocannon';

/**
 * A run's req/s. A fixed amount of writes is timed to its last response: autocannon's own average
 * counts whole seconds, so a run ending just past one would read low.
 */
export function requestRate(result: Result, fixedAmount: boolean, startedAt: number, lastResponseAt: number): number {
  return fixedAmount
    ? Math.round((result.requests.total * 1000) / Math.max(1, lastResponseAt - startedAt))
    : Math.round(result.requests.average);
}
