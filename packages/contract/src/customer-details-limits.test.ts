import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAILS_LIMITS } from './customer-details-limits.ts';
import { customerInfoInputSchema } from './order-placement.ts';

const valid = { mobileNumber: '+61412345678', email: 'sam@example.com' };
const text = (length: number) => 'a'.repeat(length);
const emailOf = (length: number) => `${text(length - '@example.com'.length)}@example.com`;

describe('customer details limits', () => {
  it('are the ones the order placement schema enforces, field by field', () => {
    const { name, email, mobile, orderNote, utm } = CUSTOMER_DETAILS_LIMITS;
    const cases: [string, unknown, unknown][] = [
      ['firstName', text(name), text(name + 1)],
      ['lastName', text(name), text(name + 1)],
      ['email', emailOf(email), emailOf(email + 1)],
      ['mobileNumber', text(mobile), text(mobile + 1)],
      ['orderNote', text(orderNote), text(orderNote + 1)],
      ['utm_source', text(utm), text(utm + 1)],
    ];
    for (const [field, longest, tooLong] of cases) {
      expect(customerInfoInputSchema.safeParse({ ...valid, [field]: longest }).success, field).toBe(true);
      const refused = customerInfoInputSchema.safeParse({ ...valid, [field]: tooLong });
      expect(
        refused.error?.issues.map((issue) => issue.path.join('.')),
        field,
      ).toEqual([field]);
    }
  });
});
