import type { AuthorisationStatus, PaymentErrorReason } from '../../modules/payment/payment-gateway.ts';

/** The money side of an authorisation: what the state machine reads and writes. */
export interface Ledger {
  status: AuthorisationStatus;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
}

export type Operation = 'capture' | 'void' | 'refund';

/**
 * Which states each operation may start from, and why it is refused from the others. A table
 * rather than scattered ifs, so every refusal is visible in one place (DESIGN.md 4a).
 *
 *   pending ─approve→ authorised ─capture→ captured ─refund→ partially_refunded ─refund→ refunded
 *      │                  │                                  (or straight to refunded)
 *      ├─fail/timeout→ declined
 *      └─void→ voided ←void─┘
 */
const refusals: Record<Operation, Partial<Record<AuthorisationStatus, PaymentErrorReason>>> = {
  capture: {
    pending: 'challenge_pending',
    declined: 'declined',
    captured: 'already_captured',
    partially_refunded: 'already_captured',
    refunded: 'already_captured',
    voided: 'already_voided',
  },
  void: {
    declined: 'declined',
    captured: 'already_captured',
    partially_refunded: 'already_captured',
    refunded: 'already_captured',
  },
  refund: {
    pending: 'not_captured',
    authorised: 'not_captured',
    declined: 'declined',
    voided: 'already_voided',
    refunded: 'already_refunded',
  },
};

export type Plan = { ok: true; ledger: Ledger } | { ok: false; reason: PaymentErrorReason };

const refused = (reason: PaymentErrorReason): Plan => ({ ok: false, reason });

/** Captures up to the authorised amount, once; a partial capture releases the rest. */
export function planCapture(ledger: Ledger, amountCents: number): Plan {
  const reason = refusals.capture[ledger.status];
  if (reason) return refused(reason);
  if (amountCents > ledger.amountCents) return refused('amount_exceeds_authorised');
  return { ok: true, ledger: { ...ledger, status: 'captured', capturedCents: amountCents } };
}

/**
 * Releases an authorisation that was not captured. Voiding a voided one changes nothing and is
 * not an error: recovery after a crash may void twice, and the outcome is the one it wanted.
 */
export function planVoid(ledger: Ledger): Plan {
  const reason = refusals.void[ledger.status];
  if (reason) return refused(reason);
  return { ok: true, ledger: { ...ledger, status: 'voided' } };
}

/** Refunds captured money, possibly in parts, never more than was captured in total. */
export function planRefund(ledger: Ledger, amountCents: number): Plan {
  const reason = refusals.refund[ledger.status];
  if (reason) return refused(reason);
  const refundedCents = ledger.refundedCents + amountCents;
  if (refundedCents > ledger.capturedCents) return refused('amount_exceeds_refundable');
  const status = refundedCents === ledger.capturedCents ? 'refunded' : 'partially_refunded';
  return { ok: true, ledger: { ...ledger, status, refundedCents } };
}

export function plan(operation: Operation, ledger: Ledger, amountCents: number): Plan {
  if (operation === 'capture') return planCapture(ledger, amountCents);
  if (operation === 'refund') return planRefund(ledger, amountCents);
  return planVoid(ledger);
}
