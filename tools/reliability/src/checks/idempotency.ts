import { randomUUID } from 'node:crypto';
import { fields } from '../http.ts';
import { countOf } from '../figures.ts';
import { report } from '../report.ts';
import type { Context } from '../context.ts';

// One key, many placements at once: one order and one charge; the rest replay or are told to wait.

export async function idempotency({ shop, sql, quick }: Context) {
  const sameKey = quick ? 20 : 50;
  const basket = await shop.readyBasket();
  const cardSessionId = await shop.enterCard(basket);
  const key = randomUUID();
  const before = await countOf(sql`select count(*)::int as n from sandbox_authorisations`);
  const answers = await Promise.all(
    Array.from({ length: sameKey }, () => shop.place(basket, 'card', { cardSessionId }, key)),
  );
  const after = await countOf(sql`select count(*)::int as n from sandbox_authorisations`);
  const orders = await countOf(sql`select count(*)::int as n from orders where basket_id = ${basket.basketId}`);
  const created = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') !== 'true').length;
  const replayed = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === 'true').length;
  const inFlight = answers.filter((a) => a.status === 409).length;
  const other = answers.length - created - replayed - inFlight;
  const later = await shop.place(basket, 'card', { cardSessionId }, key);
  report(
    'idempotency',
    `${sameKey} parallel card placements with one key`,
    `${orders} order, ${after - before} authorisation, ${created} created, ${replayed} replays, ${inFlight} 409s, ${other} other; a later retry ${later.status}${later.headers.get('idempotent-replayed') === 'true' ? ' replayed' : ''}`,
    orders === 1 &&
      after - before === 1 &&
      created === 1 &&
      replayed + inFlight === sameKey - 1 &&
      later.status === 201 &&
      later.headers.get('idempotent-replayed') === 'true',
  );

  const differentKeys = 20;
  const shared = await shop.readyBasket();
  const racing = await Promise.all(Array.from({ length: differentKeys }, () => shop.place(shared, 'cash')));
  const count = await countOf(sql`select count(*)::int as n from orders where basket_id = ${shared.basketId}`);
  const won = racing.filter((a) => a.status === 201).length;
  const statuses = [...new Set(racing.filter((a) => a.status !== 201).map((a) => a.status))].join('/');
  report(
    'idempotency',
    `${differentKeys} parallel cash placements of one basket, each with its own key`,
    `${count} order, ${won} created, the others ${statuses || 'none'}`,
    count === 1 && won === 1 && racing.every((a) => a.status < 500),
  );

  const reused = await shop.readyBasket();
  const reusedKey = randomUUID();
  const first = await shop.place(reused, 'cash', {}, reusedKey);
  const changed = await shop.place(reused, 'cash', { agentName: 'Priya' }, reusedKey);
  report(
    'idempotency',
    'the same key again with a different body',
    `first ${first.status}, then ${changed.status} ${String(fields(changed).code ?? '')}`,
    first.status === 201 && changed.status === 422,
  );
}
