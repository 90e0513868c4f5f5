import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import {
  CUSTOMER_ERROR_MESSAGES,
  customerErrorMessage,
  GENERIC_CUSTOMER_ERROR,
  NETWORK_ERROR_MESSAGE,
  otpTriesLeftMessage,
} from './customer-error.ts';

const problem = (code: string, message: string, errors: { field: string; message: string }[] = [], extra = {}) => ({
  type: 'about:blank',
  title: code,
  status: 400,
  code,
  message,
  errors,
  ...extra,
});

describe('customer error display priority (spec section 8)', () => {
  it('says the generic sentence exactly as the spec writes it', () => {
    expect(GENERIC_CUSTOMER_ERROR).toBe('Something went wrong! We apologise for the inconvenience.');
  });

  it('uses the message mapped from the code first, over the service message', () => {
    const error = new ApiError(400, problem('OtpExpired', 'Code expired (server wording)'), 'x');
    expect(customerErrorMessage(error)).toBe(CUSTOMER_ERROR_MESSAGES.OtpExpired);
  });

  it('says how many tries are left on a wrong code, and when the code has died', () => {
    const wrong = (left: number) =>
      new ApiError(400, problem('OtpInvalid', 'Wrong code', [], { attemptsRemaining: left }), 'x');
    expect(customerErrorMessage(wrong(3))).toBe('That code is not right. You have 3 tries left.');
    expect(customerErrorMessage(wrong(1))).toBe('That code is not right. You have 1 try left.');
    expect(customerErrorMessage(wrong(0))).toBe(otpTriesLeftMessage(0));
    expect(otpTriesLeftMessage(0)).toMatch(/can no longer be used/);
  });

  it('then a plain string: a text body, or the message the service wrote', () => {
    expect(customerErrorMessage(new ApiError(400, 'Mobile number already used', 'x'))).toBe(
      'Mobile number already used',
    );
    expect(customerErrorMessage(new ApiError(400, problem('InvalidRequest', 'Check the form'), 'x'))).toBe(
      'Check the form',
    );
  });

  it('then the first item of errors', () => {
    expect(customerErrorMessage(new ApiError(400, { errors: ['First problem', 'Second'] }, 'x'))).toBe('First problem');
    expect(
      customerErrorMessage(new ApiError(400, { errors: [{ field: 'body.email', message: 'Invalid email' }] }, 'x')),
    ).toBe('Invalid email');
  });

  it('else the generic message; a 5xx and an unknown error always say it', () => {
    expect(customerErrorMessage(new ApiError(400, { errors: [] }, 'x'))).toBe(GENERIC_CUSTOMER_ERROR);
    expect(customerErrorMessage(new ApiError(503, problem('ServiceUnavailable', 'db down'), 'x'))).toBe(
      GENERIC_CUSTOMER_ERROR,
    );
    expect(customerErrorMessage(new Error('boom'))).toBe(GENERIC_CUSTOMER_ERROR);
  });

  it('says the connection failed when no answer came', () => {
    expect(customerErrorMessage(new NetworkError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});
