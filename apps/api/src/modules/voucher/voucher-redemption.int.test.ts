import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedCatalog } from '../../db/seed.ts';
import { voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/database.ts';
import { redeemVouchers } from './voucher-redemption.ts';

const LASTONE = { voucherId: 11, singleUsePerCustomer: false };
const WELCOME = { voucherId: 10, singleUsePerCustomer: true };
const SAVE20 = { voucherId: 1, singleUsePerCustomer: false };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalog(database.db);
});
afterAll(() => database.close());

const placeOrder = (voucher: typeof LASTONE, customerKey: string | null = null) =>
  database.db
    .transaction(async (tx) => {
      await redeemVouchers(tx, [voucher], {
        basketId: randomUUID(),
        orderId: `RR-${randomUUID().slice(0, 8)}`,
        customerKey,
        at: new Date(),
      });
    })
    .then(
      () => 'placed' as const,
      (error: { code?: string }) => error.code ?? 'error',
    );

describe('redeemVouchers', () => {
  it('redeems a one-redemption voucher exactly once among 50 orders placed at the same moment', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => placeOrder(LASTONE)));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'VoucherAlreadyRedeemed')).toHaveLength(49);
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.voucherId, LASTONE.voucherId));
    expect(row!.redeemedCount).toBe(1);
    expect(
      await database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, LASTONE.voucherId)),
    ).toHaveLength(1);
  });

  it('lets each customer use a single-use voucher once', async () => {
    expect(await placeOrder(WELCOME, 'customer-a')).toBe('placed');
    expect(await placeOrder(WELCOME, 'customer-a')).toBe('VoucherAlreadyRedeemed');
    expect(await placeOrder(WELCOME, 'customer-b')).toBe('placed');
  });

  it('counts an unlimited voucher every time', async () => {
    await Promise.all(Array.from({ length: 5 }, () => placeOrder(SAVE20)));
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.voucherId, SAVE20.voucherId));
    expect(row!.redeemedCount).toBe(5);
  });
});
