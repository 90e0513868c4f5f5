import type postgres from 'postgres';

// A fingerprint of what customers and staff own, to show a refused request changed nothing.

const OWNED_TABLES = [
  'baskets',
  'orders',
  'order_status_events',
  'payment_attempts',
  'customers',
  'customer_saved_places',
  'vouchers',
  'voucher_redemptions',
  'survey_responses',
  'staff',
];

export async function fingerprint(sql: postgres.Sql): Promise<string> {
  const parts: string[] = [];
  for (const table of OWNED_TABLES) {
    const [row] = await sql.unsafe(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
    );
    parts.push(`${table}:${row?.n}:${row?.h}`);
  }
  return parts.join(' ');
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: string, after: string) => {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0]);
};
