import { randomUUID } from 'node:crypto';
import { countOf } from '../figures.ts';
import { detail, report } from '../report.ts';
import type { Basket } from '../shopper.ts';
import type { Context } from '../context.ts';

// SIGKILL the server again and again under a steady stream of card and cash orders, each client
// retrying its own key until it has an answer. Afterwards, with recovery run: every acknowledged key
// has exactly one order, and no money is held or taken without its order.

const KILLS = 20;
const WORKERS = 6;
/** A client gives up on a key after this long without an answer (the key is then unacknowledged). */
const KEY_PATIENCE_MS = 60_000;

interface Placement {
  key: string;
  basketId: string;
  method: 'card' | 'cash';
  acknowledgedOrderId?: string;
  /** The last answer's status (0: no answer, the process was down). */
  lastStatus: number;
  tries: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `step` until it returns, retrying through restarts (connection refused, 5xx, 409) for a while. */
async function persist<T>(step: () => Promise<T>, deadline: number): Promise<T | undefined> {
  while (Date.now() < deadline) {
    try {
      return await step();
    } catch {
      await pause(100);
    }
  }
  return undefined;
}

export async function processFaults({ server, shop, sql, quick }: Context) {
  const kills = quick ? 3 : KILLS;
  const placements: Placement[] = [];
  let streaming = true;
  let preparationsLost = 0;

  async function worker(index: number) {
    let n = 0;
    while (streaming) {
      const method = (index + n++) % 2 === 0 ? 'card' : 'cash';
      const deadline = Date.now() + KEY_PATIENCE_MS;
      const prepared = await persist(async () => {
        const basket: Basket = await shop.readyBasket();
        const body = method === 'card' ? { cardSessionId: await shop.enterCard(basket) } : {};
        return { basket, body };
      }, deadline);
      if (!prepared) {
        preparationsLost += 1;
        continue;
      }
      const placement: Placement = {
        key: randomUUID(),
        basketId: prepared.basket.basketId,
        method,
        lastStatus: 0,
        tries: 0,
      };
      placements.push(placement);
      while (Date.now() < deadline) {
        placement.tries += 1;
        const answer = await shop.place(prepared.basket, method, prepared.body, placement.key).catch(() => undefined);
        placement.lastStatus = answer?.status ?? 0;
        if (answer && answer.status === 201) {
          placement.acknowledgedOrderId = String((answer.body as { orderId: string }).orderId);
          break;
        }
        // A definite refusal (a 4xx other than "still running") ends the key unacknowledged.
        if (answer && answer.status >= 400 && answer.status < 500 && answer.status !== 409) break;
        await pause(150);
      }
    }
  }

  const started = Date.now();
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  for (let kill = 0; kill < kills; kill += 1) {
    await pause(500 + Math.floor(Math.random() * 1500));
    await server.crash();
    // The database is seeded already: a restart skips it, as a production restart would.
    await server.restart({ SEED_ON_START: 'false' });
  }
  await pause(2000);
  streaming = false;
  await Promise.all(workers);
  const seconds = (Date.now() - started) / 1000;

  // One last crash, then a start whose recovery takes every unfinished payment attempt.
  await server.crash();
  await server.restart({ PAYMENT_RECOVERY_AFTER_S: '0', SEED_ON_START: 'false' });
  await pause(3000);

  const acknowledged = placements.filter((p) => p.acknowledgedOrderId);
  const wrong: string[] = [];
  for (const p of acknowledged) {
    const rows = await sql<{ order_id: string }[]>`select order_id from orders where basket_id = ${p.basketId}`;
    if (rows.length !== 1 || rows[0]!.order_id !== p.acknowledgedOrderId) {
      wrong.push(`key ${p.key} (${p.method}): ${rows.length} orders, acknowledged ${p.acknowledgedOrderId}`);
    }
  }
  const heldWithoutOrder = await countOf(sql`
    select count(*)::int as n from sandbox_authorisations a
    where a.status in ('authorised', 'captured', 'partially_refunded')
      and not exists (select 1 from orders o where o.payment->>'authorisationId' = a.authorisation_id)`);
  const cardOrdersUnpaid = await countOf(sql`
    select count(*)::int as n from orders o
    where o.payment->>'method' = 'card'
      and not exists (select 1 from sandbox_authorisations a
                      where a.authorisation_id = o.payment->>'authorisationId' and a.status = 'captured')`);
  const unfinishedAttempts = await countOf(sql`
    select count(*)::int as n from payment_attempts where status in ('authorising', 'authorised', 'ordered')`);
  const retried = placements.filter((p) => p.tries > 1).length;
  // Unacknowledged keys are not broken promises (the client never heard 201), but show how they ended:
  // 409 is a key a dead process left running (it is given up after ABANDONED_KEY_MS, two minutes).
  const unacknowledged = placements.filter((p) => !p.acknowledgedOrderId);
  const endings = new Map<number, number>();
  for (const p of unacknowledged) endings.set(p.lastStatus, (endings.get(p.lastStatus) ?? 0) + 1);
  const ordersAnyway = await countOf(
    sql`select count(*)::int as n from orders where basket_id in ${sql(unacknowledged.map((p) => p.basketId).concat(['00000000-0000-4000-8000-000000000000']))}`,
  );
  report(
    'process faults',
    `${kills} SIGKILLs and restarts under ${WORKERS} clients ordering by card and cash for ${seconds.toFixed(0)} s`,
    `${placements.length} keys, ${acknowledged.length} acknowledged (${retried} needed retries, ${preparationsLost} baskets lost before a key); ` +
      `${wrong.length} acknowledged keys without exactly their order; unacknowledged ended ${[...endings].map(([status, n]) => `${n}x ${status || 'no answer'}`).join(', ') || 'none'} (${ordersAnyway} of them have their order)`,
    wrong.length === 0 && acknowledged.length > 0,
  );
  report(
    'process faults',
    'reconciliation after recovery: payments held or taken without an order, card orders not captured, attempts left open',
    `${heldWithoutOrder}, ${cardOrdersUnpaid}, ${unfinishedAttempts}`,
    heldWithoutOrder === 0 && cardOrdersUnpaid === 0 && unfinishedAttempts === 0,
  );
  for (const line of wrong.slice(0, 10)) detail(line);
}
