import type postgres from 'postgres';

/** The single number a `select count(*)::int as n ...` query answers. */
export async function countOf(query: postgres.PendingQuery<postgres.Row[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}
