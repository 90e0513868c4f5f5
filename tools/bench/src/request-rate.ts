import autocannon, { type Result } from 'autocannon';

/**
 * A run's req/s. A fixed amount of writes is timed to its last response: autocannon's own average
 * counts whole seconds, so a run ending just past one would read low, and one ending just short
 * of one would read high.
 */
function requestRate(result: Result, fixedAmount: boolean, startedAt: number, lastResponseAt: number): number {
  return fixedAmount
    ? Math.round((result.requests.total * 1000) / Math.max(1, lastResponseAt - startedAt))
    : Math.round(result.requests.average);
}

/** One autocannon run, for `seconds` or a fixed `amount` of requests, with its req/s as requestRate counts it. */
export async function timedRun(options: {
  url: string;
  requests: autocannon.Request[];
  connections: number;
  seconds: number;
  amount?: number | undefined;
}): Promise<{ result: Result; requestsPerSecond: number }> {
  const { url, requests, connections, seconds, amount } = options;
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, requests, connections, ...(amount ? { amount } : { duration: seconds }) },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', () => (lastResponseAt = performance.now()));
  });
  return { result, requestsPerSecond: requestRate(result, Boolean(amount), startedAt, lastResponseAt) };
}
