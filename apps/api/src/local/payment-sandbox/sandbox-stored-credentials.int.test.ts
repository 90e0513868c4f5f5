import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxStoredCredentialCharges } from '../../db/schema/index.ts';
import { APP_ORIGIN, newKey, sandboxTestContext, tokenFor, type SandboxTestContext } from './sandbox.test-support.ts';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await sandboxTestContext();
});
afterAll(() => t?.ctx.close());

const OWNER = 'customer-owner';

/** A card on file for OWNER, from a tokenised session of that test card. */
async function cardOnFile(brand: 'Visa' | 'Amex', outcome: 'success' | 'challenge' = 'success') {
  const sessionId = (await t.sandbox.getToken(await tokenFor(t, brand, outcome))).token;
  return (await t.sandbox.saveCard({ sessionId, customerReference: OWNER })).token;
}

const charge = (
  token: string,
  over: { reference?: string; securityCode?: string; customerReference?: string; key?: string } = {},
) =>
  t.sandbox.authorise({
    token,
    amountCents: 2390,
    idempotencyKey: over.key ?? newKey('cof'),
    reference: over.reference ?? `basket-${newKey()}`,
    returnUrl: `${APP_ORIGIN}/card-auth`,
    customerReference: over.customerReference ?? OWNER,
    securityCode: over.securityCode ?? '123',
  });

describe('cards on file', () => {
  it('charge any number of times, each on its own one-use transaction token, all captured', async () => {
    const token = await cardOnFile('Visa');
    const first = await charge(token);
    const second = await charge(token);
    expect(first.status).toBe('authorised');
    expect(second.status).toBe('authorised');
    expect(second.authorisationId).not.toBe(first.authorisationId);
    for (const { authorisationId } of [first, second]) {
      expect((await t.sandbox.capture(authorisationId, 2390)).status).toBe('captured');
    }
    const charges = await t.ctx.database.db
      .select()
      .from(sandboxStoredCredentialCharges)
      .where(eq(sandboxStoredCredentialCharges.storedToken, token));
    expect(charges).toHaveLength(2);
    // A transaction token is spent: it cannot be charged again on its own.
    await expect(charge(charges[0]!.transactionToken)).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('a retry with the same key answers the first authorisation; the same key for another card is refused', async () => {
    const visa = await cardOnFile('Visa');
    const other = await cardOnFile('Visa');
    const key = newKey('retry');
    const reference = `basket-${newKey()}`;
    const first = await charge(visa, { key, reference });
    expect(await charge(visa, { key, reference })).toEqual(first);
    await expect(charge(other, { key, reference })).rejects.toMatchObject({ reason: 'idempotency_key_reused' });
  });

  it("pays only for its own customer and with the brand's security code", async () => {
    const amex = await cardOnFile('Amex');
    await expect(
      charge(amex, { customerReference: 'customer-someone-else', securityCode: '1234' }),
    ).rejects.toMatchObject({ reason: 'reference_mismatch' });
    await expect(charge(amex, { securityCode: '123' })).rejects.toMatchObject({ reason: 'invalid_request' });
    expect((await charge(amex, { securityCode: '1234' })).status).toBe('authorised');
  });

  it('a 3-D Secure card challenges at each charge; a discarded card cannot be charged', async () => {
    const token = await cardOnFile('Visa', 'challenge');
    expect((await charge(token)).status).toBe('challenge');
    await t.sandbox.deleteToken(token);
    await expect(charge(token)).rejects.toMatchObject({ reason: 'not_found' });
  });
});
