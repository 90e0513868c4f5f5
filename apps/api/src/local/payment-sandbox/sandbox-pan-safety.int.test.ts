import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { fixedClock } from '../../platform/clock.ts';
import { openTestDatabase } from '../../test/database.ts';
import { PaymentSandbox } from './payment-sandbox.ts';
import { APP_ORIGIN, NOW } from './sandbox.test-support.ts';
import { testCards } from './test-cards.ts';

// The app is built by hand here, not with buildTestApp, to capture every log line at trace level.
const logLines: string[] = [];
let database: Database;
let app: App;
let sandbox: PaymentSandbox;

const unpublished = ['4242424242424242', '5105105105105100', '371449635398431'];
const everyNumber = [...testCards.map((c) => c.number), ...unpublished];
/** Each number as typed into the page, and its digits alone. */
const forms = (digits: string) => [digits, digits.replace(/(\d{4})(?=\d)/g, '$1 ')];

const send = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

beforeAll(async () => {
  const clock = fixedClock(NOW);
  database = await openTestDatabase();
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
    database,
    clock,
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
  await app.ready();
  sandbox = new PaymentSandbox({ db: database.db, clock, returnOrigins: [APP_ORIGIN] });

  for (const [i, number] of everyNumber.entries()) {
    const session = await sandbox.createCardSession({ basketId: `b${i}`, amountCents: 1000, returnUrl: '/checkout' });
    const securityCode = number.startsWith('3') ? '1234' : '123';
    const grouped = forms(number)[1]!;
    // A refused submit first (name missing), then the real one, typed as grouped on the page.
    await send(session.url, new URLSearchParams({ number: grouped, expiry: '04/29', securityCode }).toString());
    await send(
      session.url,
      new URLSearchParams({ number: grouped, expiry: '04/29', securityCode, name: 'A B' }).toString(),
    );
    const { token } = await sandbox.getToken(session.sessionId);
    const result = await sandbox.authorise({
      token,
      amountCents: 1000,
      idempotencyKey: `pan-${i}`,
      reference: `b${i}`,
      returnUrl: '/card-auth',
    });
    if (result.status === 'challenge') await send(result.challengeUrl, 'answer=approve');
    if (result.status === 'authorised') await sandbox.capture(result.authorisationId, 1000);
  }
  // Malformed and hostile posts: Luhn-invalid, JSON (refused unparsed), oversized.
  const session = await sandbox.createCardSession({ basketId: 'bad', amountCents: 1000, returnUrl: '/checkout' });
  await send(session.url, 'number=4111111111111112&expiry=04%2F29&securityCode=123&name=A');
  await send(session.url, `{"number":"${unpublished[0]}",`, 'application/json');
  await send(session.url, `number=${unpublished[1]}&pad=${'x'.repeat(10_000)}`);
  await app.inject({ method: 'GET', url: session.url });
  // The same through the JSON card endpoint the app's own card fields use.
  const flex = await sandbox.createCardSession({ basketId: 'flex', amountCents: 1000, returnUrl: '/checkout' });
  await send(flex.tokeniseUrl, 'number=4111111111111112&expiry=04%2F29&securityCode=123&name=A');
  await send(flex.tokeniseUrl, `{"number":"${unpublished[2]}",`, 'application/json');
  await send(flex.tokeniseUrl, `number=${unpublished[2]}&pad=${'x'.repeat(10_000)}`);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function rowsAsJson(): Promise<Map<string, string[]>> {
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((row) => String(row.table_name));
  const byTable = new Map<string, string[]>();
  for (const table of tables) {
    const rows = rowsOf(
      await database.db.execute(sql`select row_to_json(t)::text as json from ${sql.identifier(table)} t`),
    );
    byTable.set(
      table,
      rows.map((row) => String(row.json)),
    );
  }
  return byTable;
}

describe('card numbers never stored or logged', () => {
  it('no table holds any card number entered, in any form', async () => {
    const tables = await rowsAsJson();
    expect(tables.get('sandbox_tokens')).toHaveLength(everyNumber.length);
    expect(tables.get('sandbox_authorisations')).toHaveLength(everyNumber.length);
    const everything = [...tables.values()].flat().join('\n');
    for (const number of [...everyNumber, '4111111111111112']) {
      for (const form of forms(number)) expect(everything).not.toContain(form);
    }
  });

  it('tokens keep only brand, last four, expiry, a keyed fingerprint, the test outcome and a card-on-file owner', async () => {
    const tokens = (await rowsAsJson()).get('sandbox_tokens')!.map((row) => JSON.parse(row) as Record<string, string>);
    expect(Object.keys(tokens[0]!).sort()).toEqual(
      [
        'brand',
        'created_at',
        // The customer a card-on-file token belongs to (a reference, not a card detail).
        'customer_reference',
        'deleted_at',
        'expiry_month',
        'expiry_year',
        'fingerprint',
        'last4',
        'outcome',
        'token',
      ].sort(),
    );
    // Keyed: no plain hash of any number entered, in any common encoding.
    const fingerprints = tokens.map((token) => token.fingerprint!);
    expect(new Set(fingerprints).size).toBe(everyNumber.length);
    for (const number of everyNumber) {
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        const plain = createHash('sha256').update(number).digest(encoding);
        expect(fingerprints.some((fingerprint) => plain.includes(fingerprint.replace('fp_sbx_', '')))).toBe(false);
      }
    }
  });

  it('no log line holds a card number, even at trace level', () => {
    expect(logLines.length).toBeGreaterThan(0);
    // The capture works: the page read at the end is logged with its URL.
    expect(logLines.join('\n')).toContain('/sandbox-gateway/card/');
    const logs = logLines.join('\n');
    for (const number of [...everyNumber, '4111111111111112']) {
      for (const form of forms(number)) {
        expect(logs).not.toContain(form);
        expect(logs).not.toContain(encodeURIComponent(form));
      }
    }
  });

  it('refuses JSON and oversized posts without quoting the body back', async () => {
    const session = await sandbox.createCardSession({ basketId: 'x', amountCents: 1000, returnUrl: '/checkout' });
    const json = await send(session.url, `{"number":"${unpublished[0]}",`, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.body).not.toContain(unpublished[0]);
    const big = await send(session.url, `number=${unpublished[1]}&pad=${'x'.repeat(10_000)}`);
    expect(big.statusCode).toBe(413);
    expect(big.body).not.toContain(unpublished[1]);
  });
});
