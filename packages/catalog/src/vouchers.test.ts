import { productSchema, voucherSchema, voucherKinds } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { products, stores, vouchers } from './index.ts';

describe('seed vouchers', () => {
  it('parse against the contract', () => {
    for (const voucher of vouchers) expect(voucherSchema.safeParse(voucher).success, voucher.code).toBe(true);
  });

  it('cover every kind and every restriction', () => {
    expect(new Set(vouchers.map((v) => v.kind))).toEqual(new Set(voucherKinds));
    expect(vouchers.some((v) => v.fulfilmentTypes?.length === 1)).toBe(true);
    expect(vouchers.some((v) => v.storeCodes)).toBe(true);
    expect(vouchers.some((v) => v.fromTime)).toBe(true);
    expect(vouchers.some((v) => v.validTo < '2026-01-01')).toBe(true);
    expect(vouchers.some((v) => v.minimumSpendCents)).toBe(true);
    expect(vouchers.some((v) => v.singleUsePerCustomer)).toBe(true);
    expect(vouchers.some((v) => v.maxRedemptions === 1)).toBe(true);
  });

  it('name real products, deals and stores, with unique codes and ids', () => {
    const byId = new Map(products.map((p) => [p.productId, productSchema.parse(p)]));
    for (const voucher of vouchers) {
      if (voucher.productId !== null) expect(byId.has(voucher.productId), voucher.code).toBe(true);
      if (voucher.dealSlug !== null) expect(byId.get(voucher.productId!)?.slug).toBe(voucher.dealSlug);
      for (const code of voucher.storeCodes ?? []) expect(stores.some((s) => s.code === code)).toBe(true);
    }
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(vouchers.length);
    expect(new Set(vouchers.map((v) => v.voucherId)).size).toBe(vouchers.length);
    expect(byId.get(vouchers.find((v) => v.kind === 'ExclusiveItem')!.productId!)?.paymentType).toBe('Exclusive');
  });
});
