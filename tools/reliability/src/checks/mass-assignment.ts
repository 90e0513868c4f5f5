import { describeApi } from '../openapi.ts';
import { detail, report } from '../report.ts';
import { changedTables, fingerprint } from '../state.ts';
import type { Context } from '../context.ts';
import { requestFor, targetOf, type Target } from './access-matrix.ts';

// Every JSON write body, sent by its owner with fields a client must never set: 400 naming each
// field, and nothing the customers or staff own has changed.

const FORBIDDEN = {
  price: 1,
  total: 1,
  status: 'Delivered',
  paid: true,
  discount: 100,
  storeId: 1,
  customerId: '00000000-0000-4000-8000-000000000001',
  role: 'admin',
};

export async function massAssignment(ctx: Context) {
  const { api, sql } = ctx;
  const world = await ctx.world();
  const description = await describeApi(api);
  const before = await fingerprint(sql);
  const misses: string[] = [];
  let bodies = 0;
  for (const op of description.operations) {
    if (!['POST', 'PATCH', 'PUT'].includes(op.method) || op.bodyType !== 'application/json' || !op.body) continue;
    const schema = description.resolve(op.body);
    if (schema.type !== 'object') continue;
    const own = new Set(Object.keys(schema.properties ?? {}));
    const extra = Object.fromEntries(Object.entries(FORBIDDEN).filter(([name]) => !own.has(name)));
    const fallback: Target = {
      params: {},
      owner: { authorization: `Bearer ${world.owner.accessToken}`, 'x-session-id': world.basket.sessionId },
      values: {},
    };
    const target = targetOf(op, world) ?? fallback;
    const request = requestFor(description, op, target, target.owner);
    const body = { ...(request.body as object), ...extra };
    const answer = await api.call(op.method, request.path, { headers: request.headers, body, timeoutMs: 10_000 });
    bodies += 1;
    const unnamed = Object.keys(extra).filter((name) => !answer.text.includes(name));
    if (answer.status !== 400 || unnamed.length > 0) {
      misses.push(
        `${op.method} ${op.path} -> ${answer.status}, not named: ${unnamed.join(', ') || 'none'} ${answer.text.slice(0, 200)}`,
      );
    }
  }
  const changed = changedTables(before, await fingerprint(sql));
  report(
    'mass assignment',
    `${bodies} JSON write bodies with ${Object.keys(FORBIDDEN).join(', ')} added`,
    `${bodies - misses.length} refused with 400 naming every field, ${misses.length} not; tables changed: ${changed.join(', ') || 'none'}`,
    misses.length === 0 && changed.length === 0 && bodies >= 30,
  );
  for (const line of misses) detail(line);
}
