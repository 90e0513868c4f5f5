import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { AppError } from './errors.ts';
import { ABANDONED_KEY_MS, idempotent } from './idempotency.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const request = { method: 'card', body: { cardSessionId: 'cs_1' } };
const t0 = new Date('2026-11-24T07:00:00Z');
const at = (ms: number) => () => new Date(t0.getTime() + ms);

/**
 * A run claiming `key` at t0 whose work starts and is then held until `finish` is called (never,
 * for a run whose process died mid-request). Resolves once the work has started.
 */
async function startedRun(key: string) {
  let finish!: (answer: { status: number; body: unknown }) => void;
  let started!: () => void;
  const working = new Promise<void>((resolve) => (started = resolve));
  const answer = idempotent(
    database.db,
    key,
    request,
    () => {
      started();
      return new Promise<{ status: number; body: unknown }>((resolve) => (finish = resolve));
    },
    { now: at(0) },
  );
  await working;
  return { finish, answer };
}

async function deadRun(key: string) {
  await startedRun(key);
  const [row] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  expect(row).toMatchObject({ state: 'running', createdAt: t0 });
}

function counting(status = 201) {
  const work = async () => {
    work.runs += 1;
    return { status, body: { run: work.runs } };
  };
  work.runs = 0;
  return work;
}

const codeOf = (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : String(error));

describe('a key left running by a dead process', () => {
  it('is still in flight (409) while younger than ABANDONED_KEY_MS: the work does not run', async () => {
    const key = randomUUID();
    await deadRun(key);
    const work = counting();
    const retry = idempotent(database.db, key, request, work, { now: at(ABANDONED_KEY_MS - 1) });
    await expect(retry.catch(codeOf)).resolves.toBe('409 IdempotencyKeyInFlight');
    expect(work.runs).toBe(0);
  });

  it('is taken over by a retry once ABANDONED_KEY_MS old: the work runs again and its answer is kept', async () => {
    const key = randomUUID();
    await deadRun(key);
    const work = counting();
    const retry = await idempotent(database.db, key, request, work, { now: at(ABANDONED_KEY_MS) });
    expect(retry).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    const again = await idempotent(database.db, key, request, work, { now: at(ABANDONED_KEY_MS + 1000) });
    expect(again).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(work.runs).toBe(1);
  });

  it('is still refused for a different request (422), however old', async () => {
    const key = randomUUID();
    await deadRun(key);
    const other = idempotent(database.db, key, { ...request, body: {} }, counting(), {
      now: at(10 * ABANDONED_KEY_MS),
    });
    await expect(other.catch(codeOf)).resolves.toBe('422 IdempotencyKeyReused');
  });

  it('goes to one of several retries racing to take it over; the others are told 409', async () => {
    const key = randomUUID();
    await deadRun(key);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const work = async () => {
      runs += 1;
      await gate; // the winner holds the key while the others try
      return { status: 201, body: { run: runs } };
    };
    const retries = Array.from({ length: 5 }, () =>
      idempotent(database.db, key, request, work, { now: at(ABANDONED_KEY_MS + 1) }).then(
        (answer) => ({ answer }),
        (error: unknown) => ({ refused: codeOf(error) }),
      ),
    );
    // The losers answer while the winner is still held at the gate.
    const losers: unknown[] = [];
    await new Promise<void>((resolve) => {
      for (const retry of retries)
        void retry.then((outcome) => {
          if ('refused' in outcome) losers.push(outcome.refused);
          if (losers.length === retries.length - 1) resolve();
        });
    });
    expect(losers).toEqual(Array(4).fill('409 IdempotencyKeyInFlight'));
    release();
    const winners = (await Promise.all(retries)).filter((outcome) => 'answer' in outcome);
    expect(winners).toEqual([{ answer: { status: 201, body: { run: 1 }, replayed: false } }]);
    expect(runs).toBe(1);
  });

  it('keeps the take-over answer if the old run wakes up after all', async () => {
    const key = randomUUID();
    const old = await startedRun(key);
    const takeOver = await idempotent(database.db, key, request, counting(), { now: at(ABANDONED_KEY_MS) });
    expect(takeOver.body).toEqual({ run: 1 });
    old.finish({ status: 402, body: { late: true } });
    await old.answer;
    const replay = await idempotent(database.db, key, request, counting(), { now: at(ABANDONED_KEY_MS + 1000) });
    expect(replay).toEqual({ status: 201, body: { run: 1 }, replayed: true });
  });
});

describe('the caller', () => {
  it('is the only one the answer is replayed to; anyone else is refused before the key is described', async () => {
    const key = randomUUID();
    const owner = { caller: 'session-a', notOwner: () => new AppError(404, 'NotFound', 'Basket not found.') };
    const work = counting();
    expect(await idempotent(database.db, key, request, work, owner)).toMatchObject({ status: 201, replayed: false });
    for (const caller of [undefined, 'session-b']) {
      const stranger = { ...owner, caller };
      // Same request, another request (422 for the owner) or none: the stranger hears "not found".
      await expect(idempotent(database.db, key, request, counting(), stranger).catch(codeOf)).resolves.toBe(
        '404 NotFound',
      );
      const other = idempotent(database.db, key, { ...request, body: {} }, counting(), stranger);
      await expect(other.catch(codeOf)).resolves.toBe('404 NotFound');
    }
    expect(await idempotent(database.db, key, request, counting(), owner)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: true,
    });
    expect(work.runs).toBe(1);
    const [row] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.callerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.callerHash).not.toContain('session-a');
  });

  it('is also checked while the first request still runs (404, not 409)', async () => {
    const key = randomUUID();
    const { finish } = await startedRun(key);
    const stranger = idempotent(database.db, key, request, counting(), { caller: 'session-b', now: at(1) });
    await expect(stranger.catch(codeOf)).resolves.toBe('404 NotFound');
    finish({ status: 201, body: {} });
  });
});
