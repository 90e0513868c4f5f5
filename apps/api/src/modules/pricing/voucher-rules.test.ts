import type { Voucher } from '@storefront/contract';
import { vouchers } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import { checkVoucherConditions, type VoucherSituation } from './voucher-rules.ts';

const byCode = (code: string) => vouchers.find((v) => v.code === code)! as Voucher;
// Tuesday 24 November 2026, 6 pm, pickup at Parramatta, $45 in the basket.
const tuesdayEvening: VoucherSituation = {
  serviceType: 'Pickup',
  storeCode: 'NSW002',
  dueLocal: '2026-11-24T18:00',
  subTotal: 4500,
};

describe('checkVoucherConditions', () => {
  it('passes a plain voucher', () => {
    expect(checkVoucherConditions(byCode('SAVE20'), tuesdayEvening)).toEqual({ ok: true });
  });

  it('refuses an expired voucher for the fulfilment date', () => {
    expect(checkVoucherConditions(byCode('SUMMER2025'), tuesdayEvening)).toEqual({
      ok: false,
      status: 400,
      code: 'VoucherUnavailableForFulfillmentDate',
      message: 'This voucher expired on 28 February 2025.',
    });
  });

  it('refuses a voucher that has not started, and takes it on its first and last day', () => {
    const xmas = byCode('XMAS2026');
    expect(checkVoucherConditions(xmas, tuesdayEvening)).toMatchObject({
      code: 'VoucherUnavailableForFulfillmentDate',
    });
    expect(checkVoucherConditions(xmas, { ...tuesdayEvening, dueLocal: '2026-12-18T18:00' })).toEqual({ ok: true });
    expect(checkVoucherConditions(xmas, { ...tuesdayEvening, dueLocal: '2026-12-24T23:45' })).toEqual({ ok: true });
    expect(checkVoucherConditions(xmas, { ...tuesdayEvening, dueLocal: '2026-12-25T11:00' }).ok).toBe(false);
  });

  it('keeps a lunch voucher to weekdays from 11am until 3pm', () => {
    const lunch = byCode('LUNCH15');
    expect(checkVoucherConditions(lunch, tuesdayEvening)).toMatchObject({
      code: 'VoucherUnavailableForFulfillmentDate',
      message: 'This voucher can only be used for orders between 11am and 3pm.',
    });
    expect(checkVoucherConditions(lunch, { ...tuesdayEvening, dueLocal: '2026-11-24T11:00' })).toEqual({ ok: true });
    expect(checkVoucherConditions(lunch, { ...tuesdayEvening, dueLocal: '2026-11-24T15:00' }).ok).toBe(false);
    expect(checkVoucherConditions(lunch, { ...tuesdayEvening, dueLocal: '2026-11-22T12:00' })).toMatchObject({
      message: 'This voucher can only be used on Monday, Tuesday, Wednesday, Thursday, Friday.',
    });
  });

  it('refuses a pickup voucher on a delivery basket', () => {
    expect(checkVoucherConditions(byCode('PICKUP25'), { ...tuesdayEvening, serviceType: 'Delivery' })).toEqual({
      ok: false,
      status: 400,
      code: 'VoucherUnavailableForFulfillmentType',
      message: 'This voucher is only available for pickup orders.',
    });
  });

  it('refuses a store voucher elsewhere', () => {
    expect(checkVoucherConditions(byCode('PARRA5'), { ...tuesdayEvening, storeCode: 'NSW001' })).toMatchObject({
      code: 'VoucherUnavailableForStore',
    });
  });

  it('asks for the minimum spend: $30 for SAVE20', () => {
    expect(checkVoucherConditions(byCode('SAVE20'), { ...tuesdayEvening, subTotal: 2999 })).toMatchObject({
      code: 'BasketNotValid',
      message: 'Spend $30.00 or more to use this voucher.',
      extra: { minimumSpendCents: 3000, shortfallCents: 1 },
    });
    expect(checkVoucherConditions(byCode('SAVE20'), { ...tuesdayEvening, subTotal: 3000 })).toEqual({ ok: true });
  });
});
