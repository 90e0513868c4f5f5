import { describe, it, expect } from 'vitest';
import { validateOrderDueAt } from './order-due-at.ts';
import { ASAP_SLOT_VALUE, offeredTimesOfSlots } from './time-slots.ts';
import { slotsAt, syd, sydney, sydneyNight } from './slot-fixtures.test-support.ts';

describe('validateOrderDueAt', () => {
  const now = syd('2026-11-22T17:52');
  const openSlots = slotsAt(sydney, '2026-11-22', now, 'pickup');
  const laterSlots = slotsAt(sydney, '2026-11-23', now, 'pickup');
  const base = {
    offered: offeredTimesOfSlots(openSlots),
    storeLocalDay: '2026-11-22',
    timeZone: 'Australia/Sydney',
    now,
  };

  it('accepts ASAP when the first slot is ASAP, due one minute from now', () => {
    expect(validateOrderDueAt({ ...base, isAsap: true, orderDueAt: null })).toEqual({
      ok: true,
      dueAt: new Date('2026-11-22T06:53:00Z'),
    });
  });

  it('ignores any orderDueAt sent with ASAP', () => {
    expect(validateOrderDueAt({ ...base, isAsap: true, orderDueAt: '2026-11-22T20:00' })).toEqual({
      ok: true,
      dueAt: new Date('2026-11-22T06:53:00Z'),
    });
  });

  it('rejects ASAP otherwise', () => {
    expect(
      validateOrderDueAt({
        ...base,
        offered: offeredTimesOfSlots(laterSlots),
        storeLocalDay: '2026-11-23',
        isAsap: true,
        orderDueAt: null,
      }),
    ).toEqual({ ok: false, code: 'InvalidOrderDateTime', reason: 'AsapUnavailable' });
    expect(
      validateOrderDueAt({ ...base, offered: offeredTimesOfSlots([]), isAsap: true, orderDueAt: null }),
    ).toMatchObject({
      reason: 'AsapUnavailable',
    });
  });

  it('accepts an offered slot in any of its forms', () => {
    const dueAt = new Date('2026-11-22T07:15:00Z');
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: '2026-11-22T18:15' })).toEqual({ ok: true, dueAt });
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: '2026-11-22T18:15:00+11:00' })).toEqual({
      ok: true,
      dueAt,
    });
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: '2026-11-22T07:15:00.000Z' })).toEqual({
      ok: true,
      dueAt,
    });
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: dueAt })).toEqual({ ok: true, dueAt });
  });

  it('rejects a time that is not an offered slot', () => {
    for (const orderDueAt of ['2026-11-22T18:20', '2026-11-22T18:00', '2026-11-22T23:15']) {
      expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt })).toEqual({
        ok: false,
        code: 'InvalidOrderDateTime',
        reason: 'NotAnOfferedSlot',
      });
    }
  });

  it('never matches the ASAP slot for a scheduled order', () => {
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: ASAP_SLOT_VALUE })).toMatchObject({
      reason: 'MalformedOrderDueAt',
    });
  });

  it('rejects a time on another store-local day', () => {
    expect(validateOrderDueAt({ ...base, isAsap: false, orderDueAt: '2026-11-23T18:15' })).toMatchObject({
      reason: 'NotOnStoreLocalDay',
    });
  });

  it('rejects missing and malformed times', () => {
    const reasonFor = (orderDueAt: string | Date | null | undefined) => {
      const result = validateOrderDueAt({ ...base, isAsap: false, orderDueAt });
      return result.ok ? 'ok' : result.reason;
    };
    expect(reasonFor(null)).toBe('MissingOrderDueAt');
    expect(reasonFor(undefined)).toBe('MissingOrderDueAt');
    expect(reasonFor('')).toBe('MissingOrderDueAt');
    expect(reasonFor('tomorrow')).toBe('MalformedOrderDueAt');
    expect(reasonFor('2026-11-22T18:15:30+11:00')).toBe('MalformedOrderDueAt');
    expect(reasonFor(new Date(Number.NaN))).toBe('MalformedOrderDueAt');
  });

  it('rejects a wall-clock time skipped by DST start and accepts the slot after the jump', () => {
    const dstNow = new Date('2026-10-03T00:00:00Z');
    const slots = slotsAt(sydneyNight, '2026-10-04', dstNow, 'pickup');
    const check = {
      offered: offeredTimesOfSlots(slots),
      storeLocalDay: '2026-10-04',
      timeZone: 'Australia/Sydney',
      now: dstNow,
      isAsap: false,
    };
    expect(validateOrderDueAt({ ...check, orderDueAt: '2026-10-04T02:30' })).toMatchObject({
      reason: 'NotAnOfferedSlot',
    });
    expect(validateOrderDueAt({ ...check, orderDueAt: '2026-10-04T03:00' })).toEqual({
      ok: true,
      dueAt: new Date('2026-10-03T16:00:00Z'),
    });
  });

  it('takes the first occurrence of a repeated time on DST end', () => {
    const dstNow = new Date('2026-04-04T00:00:00Z');
    const slots = slotsAt(sydneyNight, '2026-04-05', dstNow, 'pickup');
    const check = {
      offered: offeredTimesOfSlots(slots),
      storeLocalDay: '2026-04-05',
      timeZone: 'Australia/Sydney',
      now: dstNow,
      isAsap: false,
    };
    expect(validateOrderDueAt({ ...check, orderDueAt: '2026-04-05T02:30' })).toEqual({
      ok: true,
      dueAt: new Date('2026-04-05T02:30:00+11:00'),
    });
    // The second 02:30 (standard time) is the same store-local value, so it resolves to the first.
    expect(validateOrderDueAt({ ...check, orderDueAt: '2026-04-05T02:30:00+10:00' })).toEqual({
      ok: true,
      dueAt: new Date('2026-04-05T02:30:00+11:00'),
    });
  });
});
