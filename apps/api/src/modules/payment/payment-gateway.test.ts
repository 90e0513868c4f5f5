import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { assertAmountCents, assertKey, MAX_AMOUNT_CENTS, PaymentGatewayError } from './payment-gateway.ts';

describe('assertAmountCents', () => {
  it('accepts whole positive cents up to the ceiling', () => {
    expect(() => assertAmountCents(1)).not.toThrow();
    expect(() => assertAmountCents(MAX_AMOUNT_CENTS)).not.toThrow();
  });

  it.each([0, -1, 42.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_CENTS + 1, '4250', null])(
    'refuses %s',
    (value) => {
      expect(() => assertAmountCents(value)).toThrow(
        expect.objectContaining({ reason: 'invalid_amount', status: 400 }),
      );
    },
  );
});

describe('assertKey', () => {
  it('needs 1 to 200 characters', () => {
    expect(() => assertKey('k', 'idempotencyKey')).not.toThrow();
    for (const value of ['', '   ', 'x'.repeat(201), 7]) {
      expect(() => assertKey(value, 'idempotencyKey')).toThrow(expect.objectContaining({ reason: 'invalid_request' }));
    }
  });
});

describe('PaymentGatewayError', () => {
  it('is an AppError whose problem details carry the reason', () => {
    const error = new PaymentGatewayError('already_captured', 'No.');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: 'Conflict', extra: { reason: 'already_captured' } });
    expect(new PaymentGatewayError('idempotency_key_reused', 'x')).toMatchObject({
      status: 422,
      code: 'IdempotencyKeyReused',
    });
    expect(new PaymentGatewayError('not_found', 'x')).toMatchObject({ status: 404, code: 'NotFound' });
    expect(new PaymentGatewayError('invalid_amount', 'x')).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });
});
