import { describe, expect, it } from 'vitest';
import { planCapture, planRefund, planVoid, type Ledger } from './authorisation-states.ts';

const authorised: Ledger = { status: 'authorised', amountCents: 5000, capturedCents: 0, refundedCents: 0 };
const captured: Ledger = { ...authorised, status: 'captured', capturedCents: 5000 };

describe('capture', () => {
  it('captures the authorised amount, or less', () => {
    expect(planCapture(authorised, 5000)).toEqual({
      ok: true,
      ledger: { ...authorised, status: 'captured', capturedCents: 5000 },
    });
    expect(planCapture(authorised, 4000)).toEqual({
      ok: true,
      ledger: { ...authorised, status: 'captured', capturedCents: 4000 },
    });
  });

  it('refuses more than was authorised', () => {
    expect(planCapture(authorised, 5001)).toEqual({ ok: false, reason: 'amount_exceeds_authorised' });
  });

  it('refuses a second capture, a capture after void, of a decline or of a pending challenge', () => {
    expect(planCapture(captured, 100)).toEqual({ ok: false, reason: 'already_captured' });
    expect(planCapture({ ...authorised, status: 'voided' }, 100)).toEqual({ ok: false, reason: 'already_voided' });
    expect(planCapture({ ...authorised, status: 'declined' }, 100)).toEqual({ ok: false, reason: 'declined' });
    expect(planCapture({ ...authorised, status: 'pending' }, 100)).toEqual({ ok: false, reason: 'challenge_pending' });
    expect(planCapture({ ...captured, status: 'refunded', refundedCents: 5000 }, 100)).toEqual({
      ok: false,
      reason: 'already_captured',
    });
  });
});

describe('void', () => {
  it('voids an authorisation or a pending challenge', () => {
    expect(planVoid(authorised)).toEqual({ ok: true, ledger: { ...authorised, status: 'voided' } });
    expect(planVoid({ ...authorised, status: 'pending' })).toMatchObject({ ok: true, ledger: { status: 'voided' } });
  });

  it('refuses to void captured money or a decline', () => {
    expect(planVoid(captured)).toEqual({ ok: false, reason: 'already_captured' });
    expect(planVoid({ ...captured, status: 'partially_refunded', refundedCents: 10 })).toEqual({
      ok: false,
      reason: 'already_captured',
    });
    expect(planVoid({ ...authorised, status: 'declined' })).toEqual({ ok: false, reason: 'declined' });
  });
});

describe('refund', () => {
  it('refunds in parts up to what was captured', () => {
    const first = planRefund(captured, 2000);
    expect(first).toEqual({ ok: true, ledger: { ...captured, status: 'partially_refunded', refundedCents: 2000 } });
    const rest = planRefund((first as { ledger: Ledger }).ledger, 3000);
    expect(rest).toEqual({ ok: true, ledger: { ...captured, status: 'refunded', refundedCents: 5000 } });
  });

  it('refuses more than is left to refund', () => {
    expect(planRefund(captured, 5001)).toEqual({ ok: false, reason: 'amount_exceeds_refundable' });
    const partial: Ledger = { ...captured, status: 'partially_refunded', refundedCents: 4000 };
    expect(planRefund(partial, 1001)).toEqual({ ok: false, reason: 'amount_exceeds_refundable' });
  });

  it('refuses what was never captured, or is already refunded', () => {
    expect(planRefund(authorised, 100)).toEqual({ ok: false, reason: 'not_captured' });
    expect(planRefund({ ...authorised, status: 'voided' }, 100)).toEqual({ ok: false, reason: 'already_voided' });
    expect(planRefund({ ...captured, status: 'refunded', refundedCents: 5000 }, 1)).toEqual({
      ok: false,
      reason: 'already_refunded',
    });
  });
});
