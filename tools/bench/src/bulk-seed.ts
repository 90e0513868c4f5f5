// Baskets and orders written straight into a storefront's PostgreSQL database in bulk (INSERT ...
// SELECT over generate_series), for the scale stage (scale.ts). Each row is a copy of one order the
// API placed (its basket, priced snapshot, customer details and payment), given its own ids, store
// and time, so the rows are what the app itself writes. Decision 218.
import postgres from 'postgres';

/** Orders a day across the chain: the small and the large database differ in history, not in a day's trade. */
export const ORDERS_PER_DAY = 1000;
/** Seeded orders this recent are still in the kitchen (Received to Ready); older ones are finished. */
const LIVE_MINUTES = 40;
/** One seeded customer in this many places an order signed in, from this many customers. */
const SIGNED_IN_EVERY = 5;
const CUSTOMERS = 20_000;
/** Every this-many-th seeded order was cancelled; the others were collected or delivered. */
const CANCELLED_EVERY = 30;
/** The characters of an order reference (order-reference.ts). */
const REFERENCE_ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';

export interface SeedTemplate {
  orderId: string;
  basketId: string;
}

/**
 * Numbering: seeded order n was placed n × 86.4 s ago (ORDERS_PER_DAY), so orders 1 to 10,000 are
 * the last ten days and 10,001 to 1,000,000 the 990 days before them. Seeded basket n is the basket
 * order n was placed from (status Ordered). Ids are md5-derived UUIDs of n: spread over the key
 * space like random UUIDs, and the same every run.
 */
export function bulkSeeder(databaseUrl: string, template: SeedTemplate) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  // The moment of seeded row n, whether it is still in the kitchen, and the stores in turn.
  const moment = `(now() - n * interval '${86_400 / ORDERS_PER_DAY} seconds')`;
  const at = sql.unsafe(moment);
  const live = sql.unsafe(`${moment} > now() - interval '${LIVE_MINUTES} minutes'`);
  const stores = sql`(select array_agg(store_id order by store_id) as ids, count(*)::int as count from stores)`;
  // A version 4 UUID made from md5(kind-n): what the contract accepts, spread as random ones are.
  const id = (kind: string) =>
    sql.unsafe(`overlay(overlay(md5('${kind}-' || n) placing '4' from 13) placing '8' from 17)::uuid`);
  const customer = sql.unsafe(
    `case when n % ${SIGNED_IN_EVERY} = 0 then overlay(overlay(md5('customer-' || n % ${CUSTOMERS}) placing '4' from 13) placing '8' from 17) end`,
  );

  /**
   * Loads with the table's secondary indexes dropped and builds them again after, as PostgreSQL's
   * "Populating a Database" advises: several times faster than keeping each up to date row by row.
   * The primary key stays (other tables' foreign keys need it), and so does any index a foreign
   * key relies on.
   */
  async function withoutSecondaryIndexes(table: string, load: () => Promise<unknown>) {
    const indexes = await sql<
      { name: string; definition: string; constraintName: string | null; constraintDefinition: string | null }[]
    >`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition,
        c.conname as "constraintName", pg_get_constraintdef(c.oid) as "constraintDefinition"
      from pg_index as i
      left join pg_constraint as c on c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype = 'u'
      where i.indrelid = ${table}::regclass and not i.indisprimary
        and not exists (select 1 from pg_constraint as f where f.contype = 'f' and f.conindid = i.indexrelid)`;
    for (const index of indexes)
      await (index.constraintName
        ? sql`alter table ${sql(table)} drop constraint ${sql(index.constraintName)}`
        : sql`drop index ${sql(index.name)}`);
    await load();
    await sql`set maintenance_work_mem = '256MB'`;
    for (const index of indexes)
      await (index.constraintName
        ? sql.unsafe(`alter table "${table}" add constraint "${index.constraintName}" ${index.constraintDefinition}`)
        : sql.unsafe(index.definition));
  }

  return {
    /** Baskets first to last (inclusive), each the basket of the order of the same number. */
    baskets(first: number, last: number): Promise<void> {
      return withoutSecondaryIndexes(
        'baskets',
        () => sql`
        insert into baskets (basket_id, session_id, status, channel_type, service_type, store_id, is_asap,
          order_due_at, delivery_address, customer_id, items, order_note, customer_info, payment_info, order_id,
          version, created_at, updated_at, expires_at)
        select ${id('basket')}, 'seed-' || md5('session-' || n), 'Ordered',
          case when n % 3 = 0 then 'App' else 'Web' end, t.service_type, s.ids[1 + n % s.count], t.is_asap,
          ${at} + interval '20 minutes', t.delivery_address, ${customer}, t.items, t.order_note, t.customer_info,
          t.payment_info, ${id('order')}::text, t.version, ${at} - interval '12 minutes', ${at},
          ${at} + interval '2 hours'
        from generate_series(${first}::int, ${last}::int) as n
        cross join (select * from baskets where basket_id = ${template.basketId}) as t
        cross join ${stores} as s`,
      );
    },

    /** Orders first to last (inclusive) and two status events each (Received, then where it stands). */
    async orders(first: number, last: number): Promise<void> {
      // References as the app makes them ('RR' and six of its 27 characters), a bijection of n
      // (multiplied by a number prime to 27^6) so none repeats and they spread over the space.
      const code = '(n::bigint * 104729) % 387420489';
      const reference = sql.unsafe(
        `'RR' || ${[5, 4, 3, 2, 1, 0].map((k) => `substr('${REFERENCE_ALPHABET}', (${code} / ${27 ** k} % 27)::int + 1, 1)`).join(' || ')}`,
      );
      await withoutSecondaryIndexes('order_status_events', () =>
        withoutSecondaryIndexes('orders', async () => {
          await sql`
          with placed as (
            insert into orders (order_id, order_reference, basket_id, session_id, customer_id, store_id, service_type,
              order_due_at, promised_at, is_contactless, status, order_register, agent_name, basket_total, basket,
              customer_info, payment, payment_reference, created_at, updated_at)
            select ${id('order')}, ${reference}, ${id('basket')}, 'seed-' || md5('session-' || n), ${customer},
              s.ids[1 + n % s.count], t.service_type, ${at} + interval '20 minutes', ${at} + interval '20 minutes',
              t.is_contactless,
              case
                when ${live} then (array['Received', 'Preparing', 'Baking', 'QualityCheck', 'Ready'])[1 + n % 5]
                when n % ${CANCELLED_EVERY} = 0 then 'Cancelled'
                when t.service_type = 'Delivery' then 'Delivered'
                else 'Collected'
              end,
              case when n % ${SIGNED_IN_EVERY} = 0 then 'order-customer' else 'order-guest' end,
              t.agent_name, t.basket_total, t.basket, t.customer_info, t.payment, null, ${at},
              case when ${live} then ${at} else ${at} + interval '35 minutes' end
            from generate_series(${first}::int, ${last}::int) as n
            cross join (select * from orders where order_id = ${template.orderId}) as t
            cross join ${stores} as s
            returning order_id, status, created_at, updated_at
          )
          insert into order_status_events (order_id, status, actor, reason, at)
          select p.order_id, e.status, e.actor, null, e.at
          from placed as p
          cross join lateral (values (1, 'Received', 'customer', p.created_at),
            (2, p.status, 'staff:seed', p.updated_at)) as e(step, status, actor, at)
          where e.step = 1 or p.status <> 'Received'`;
          // The orders placed through the API before the seeding drew their references at random:
          // the few a seeded one repeats are given 'RS', a prefix the app never draws.
          await sql`
            update orders set order_reference = 'RS' || substr(order_reference, 3)
            where session_id like 'seed-%'
              and order_reference in (select order_reference from orders where session_id not like 'seed-%')`;
        }),
      );
    },

    /**
     * What autovacuum would have done by the time a real database held these rows (statistics,
     * visibility map), then a checkpoint, so neither lands in the middle of a measurement.
     */
    async settle(): Promise<void> {
      await sql`vacuum (analyze) baskets, orders, order_status_events`;
      await sql`checkpoint`;
    },
    async counts(): Promise<{ baskets: number; orders: number; events: number }> {
      const [row] = await sql<{ baskets: number; orders: number; events: number }[]>`
        select (select count(*)::int from baskets) as baskets, (select count(*)::int from orders) as orders,
          (select count(*)::int from order_status_events) as events`;
      return row!;
    },

    /** Seeded orders still within the tracking window, with the session that placed each (for status reads). */
    recentOrders(limit: number): Promise<{ orderId: string; sessionId: string }[]> {
      return sql<{ orderId: string; sessionId: string }[]>`
        select order_id as "orderId", session_id as "sessionId" from orders
        where session_id like 'seed-%' and created_at > now() - interval '7 hours'
        order by created_at desc limit ${limit}`;
    },

    /** Size on disk of the seeded tables with their indexes. */
    async sizes(): Promise<string> {
      const [row] = await sql<{ baskets: string; orders: string; events: string }[]>`
        select pg_size_pretty(pg_total_relation_size('baskets')) as baskets,
          pg_size_pretty(pg_total_relation_size('orders')) as orders,
          pg_size_pretty(pg_total_relation_size('order_status_events')) as events`;
      return `baskets ${row!.baskets}, orders ${row!.orders}, status events ${row!.events}`;
    },

    sql,
    end: () => sql.end(),
  };
}
