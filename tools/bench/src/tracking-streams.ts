import http from 'node:http';
import { basketHeaders, idempotencyKey, readyToOrder } from './fixtures.ts';
import { BENCH_STAFF } from './servers.ts';

export const TRACKING_STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const OPEN_WAVE = 250;

/**
 * Opens TRACKING_STREAMS live tracking streams on one order, moves the order on from the store
 * console, and measures how long until every stream has the change (budget: 1 s).
 */
export async function measureTrackingFanOut(baseUrl: string, streams = TRACKING_STREAMS) {
  const [basket] = await readyToOrder(baseUrl, 1);
  const placed = await fetch(`${baseUrl}/api/v1/baskets/${basket!.basketId}/orders/cash`, {
    method: 'POST',
    headers: { ...basketHeaders(basket!), 'idempotency-key': idempotencyKey() },
    body: '{}',
  });
  const { orderId } = (await placed.json()) as { orderId: string };
  // Each stream opens with its own one-use ticket, as each visitor's order page asks for one.
  const streamUrl = async () => {
    const issued = await fetch(`${baseUrl}/api/v1/order/${orderId}/events/ticket`, {
      method: 'POST',
      headers: { 'x-session-id': basket!.sessionId },
    });
    if (!issued.ok) throw new Error(`ticket refused: ${issued.status}`);
    const { ticket } = (await issued.json()) as { ticket: string };
    return new URL(`${baseUrl}/api/v1/order/${orderId}/events?ticket=${ticket}`);
  };
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

  let opened = 0;
  let failed = 0;
  let updated = 0;
  let lastAt = 0;
  const requests: http.ClientRequest[] = [];
  const openOne = async () => {
    const url = await streamUrl().catch(() => null);
    if (!url) {
      failed += 1;
      return;
    }
    await new Promise<void>((resolve) => {
      const req = http.get(url, { agent }, (res) => {
        let seen = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          for (const _event of chunk.match(/event: status/g) ?? []) {
            seen += 1;
            if (seen === 1) {
              opened += 1;
              resolve();
            }
            if (seen === 2) {
              updated += 1;
              lastAt = performance.now();
            }
          }
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      requests.push(req);
    });
  };
  // Opened in waves, as real visitors arrive, rather than one burst past the listen backlog.
  const openStart = performance.now();
  for (let i = 0; i < streams; i += OPEN_WAVE) {
    await Promise.all(Array.from({ length: Math.min(OPEN_WAVE, streams - i) }, openOne));
  }
  const openMs = performance.now() - openStart;

  const login = await fetch(`${baseUrl}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const { token } = (await login.json()) as { token: string };
  const changedAt = performance.now();
  await fetch(`${baseUrl}/api/v1/staff/orders/${orderId}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'Preparing' }),
  });
  const deadline = changedAt + 30_000;
  while (updated < opened && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const req of requests) req.destroy();
  agent.destroy();
  return {
    streams: opened,
    failedToOpen: failed,
    openMs: Math.round(openMs),
    delivered: updated,
    lastDeliveryMs: Math.round(lastAt - changedAt),
  };
}
