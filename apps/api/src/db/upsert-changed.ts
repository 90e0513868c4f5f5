// The seed's one way to write catalogue rows: insert each row, or, where one with the same key
// exists, update it only when the compared columns differ (`is distinct from`). A second run with
// the same data therefore writes nothing and counts zero rows.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface UpsertKeys {
  /** The conflict target: the primary key or a unique index. */
  target: PgColumn[];
  /** What decides whether an existing row has changed (usually the whole document, `data`). */
  compare: PgColumn[];
}

const excluded = (column: PgColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Upserts `rows` into `table`; every column a row carries, apart from the target, is overwritten
 * on a change. Returns how many rows were inserted or changed.
 */
export async function upsertChanged<TTable extends PgTable>(
  tx: Tx | Db,
  table: TTable,
  rows: TTable['$inferInsert'][],
  { target, compare }: UpsertKeys,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const updated = Object.keys(first).filter((key) => !target.includes(columns[key]!));
  // Built from the row's own keys, so TypeScript cannot see it is the table's update shape.
  const set = Object.fromEntries(updated.map((key) => [key, excluded(columns[key]!)])) as PgUpdateSetSource<TTable>;
  const current = sql.join(compare, sql`, `);
  const incoming = sql.join(compare.map(excluded), sql`, `);
  const written = await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set, setWhere: sql`(${current}) is distinct from (${incoming})` })
    .returning({ written: sql<number>`1` });
  return written.length;
}
