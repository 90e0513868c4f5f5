import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { personalVouchers } from './personal-vouchers.repository.ts';
import { voucherRepository } from './voucher.repository.ts';

// Decision 156: a voucher issued on one API instance is known to every other within a second,
// without waiting for the minute-long definitions cache to turn over.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx?.close());

it('another instance sees a newly issued personal voucher within a second', async () => {
  const db = ctx.database.db;
  const customerId = randomUUID();
  await db.insert(customers).values({
    customerId,
    userId: randomUUID(),
    email: `pv.${customerId.slice(0, 8)}@example.com`,
    emailVerified: true,
    mobileNumber: null,
    firstName: 'Pat',
    lastName: 'Tester',
    hasEmailAccount: true,
    acceptTerms: true,
    createdAt: clock.now(),
  });
  let now = 0;
  const otherInstance = voucherRepository(db, () => now);
  expect((await otherInstance.all()).size).toBeGreaterThan(0);

  const issued = await db.transaction((tx) =>
    personalVouchers(db).issue(tx, {
      customerId,
      source: 'reward',
      codePrefix: 'RW',
      at: clock.now(),
      terms: {
        name: '$5 off',
        description: 'Test',
        kind: 'AmountOff',
        percentOff: null,
        amountOffCents: 500,
        productId: null,
        dealSlug: null,
        fulfilmentTypes: null,
        storeCodes: null,
        validFrom: '2026-11-24',
        validTo: '2027-02-22',
        daysOfWeek: null,
        fromTime: null,
        toTime: null,
        minimumSpendCents: null,
      },
    }),
  );
  expect(issued.voucherId).toBeGreaterThanOrEqual(1_000_000);
  now += 999;
  expect((await otherInstance.all()).has(issued.code)).toBe(false);
  now += 1;
  expect((await otherInstance.all()).get(issued.code)).toMatchObject({ maxRedemptions: 1, singleUsePerCustomer: true });
  expect(await otherInstance.ownerOf(issued.voucherId)).toBe(customerId);
});
