import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxTokens } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/helper.ts';
import { CHALLENGE_TIMEOUT_MINUTES } from './sandbox-authorisations.ts';
import {
  APP_ORIGIN,
  NOW,
  authorise,
  newKey,
  postForm,
  sandboxTestContext,
  tokenFor,
  type SandboxTestContext,
} from './sandbox.test-support.ts';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await sandboxTestContext();
});
afterAll(() => t.ctx.close());
beforeEach(() => t.clock.set(NOW));

const get = (url: string) => t.ctx.app.inject({ method: 'GET', url });

describe('authorise', () => {
  it.each(['Visa', 'Mastercard', 'Amex'] as const)('authorises a %s success card', async (brand) => {
    const result = await authorise(t, await tokenFor(t, brand, 'success'));
    expect(result).toEqual({ status: 'authorised', authorisationId: expect.stringMatching(/^auth_sbx_/) });
    const record = await t.sandbox.getAuthorisation(result.authorisationId);
    expect(record).toMatchObject({ method: 'Card', status: 'authorised', amountCents: 4250, capturedCents: 0 });
    expect(record.card).toMatchObject({ brand });
  });

  it.each([
    ['declined', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
    ['expired_card', 'expired_card'],
  ] as const)('declines the %s test card with reason %s', async (outcome, reason) => {
    const result = await authorise(t, await tokenFor(t, 'Mastercard', outcome));
    expect(result).toMatchObject({ status: 'declined', reason });
  });

  it('declines any card whose expiry month is past as expired_card', async () => {
    const lastMonth = await tokenFor(t, 'Visa', 'success', '10/26');
    expect(await authorise(t, lastMonth)).toMatchObject({ status: 'declined', reason: 'expired_card' });
    const thisMonth = await tokenFor(t, 'Visa', 'success', '11/26');
    expect(await authorise(t, thisMonth)).toMatchObject({ status: 'authorised' });
  });

  it('checks amounts, keys and the return URL before anything is stored', async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    for (const amountCents of [0, -5, 10.5]) {
      await expect(authorise(t, token, amountCents)).rejects.toMatchObject({ reason: 'invalid_amount', status: 400 });
    }
    await expect(authorise(t, token, 100, '')).rejects.toMatchObject({ reason: 'invalid_request' });
    await expect(
      t.sandbox.authorise({
        token,
        amountCents: 100,
        idempotencyKey: newKey(),
        reference: 'r',
        returnUrl: 'https://x.example',
      }),
    ).rejects.toMatchObject({ reason: 'invalid_return_url' });
    await expect(authorise(t, 'tok_sbx_AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ reason: 'not_found' });
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key with the same authorisation, even when the calls race', async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    const key = newKey();
    const racing = await Promise.all(Array.from({ length: 5 }, () => authorise(t, token, 4250, key)));
    const first = racing[0]!;
    expect(first.status).toBe('authorised');
    for (const result of [...racing, await authorise(t, token, 4250, key)]) expect(result).toEqual(first);
  });

  it('refuses the same key with a different amount or token (422)', async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    const key = newKey();
    await authorise(t, token, 4250, key);
    await expect(authorise(t, token, 4251, key)).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
      status: 422,
      code: 'IdempotencyKeyReused',
    });
    await expect(authorise(t, await tokenFor(t, 'Visa', 'success'), 4250, key)).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });

  it('replays a decline as a decline', async () => {
    const token = await tokenFor(t, 'Amex', 'declined');
    const key = newKey();
    expect(await authorise(t, token, 900, key)).toEqual(await authorise(t, token, 900, key));
  });
});

describe('a card belongs to one reference and pays once', () => {
  it("refuses a token for a reference other than its session's, and stores nothing", async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    const key = newKey();
    const other = t.sandbox.authorise({
      token,
      amountCents: 4250,
      idempotencyKey: key,
      reference: 'basket-2',
      returnUrl: `${APP_ORIGIN}/card-auth`,
    });
    await expect(other).rejects.toMatchObject({ reason: 'reference_mismatch', status: 409 });
    expect(await t.sandbox.findAuthorisation(key)).toBeNull();
    expect(await authorise(t, token)).toMatchObject({ status: 'authorised' });
  });

  it('refuses a token no card session issued (a wallet card is paid through its own approval)', async () => {
    const [wallet] = await t.ctx.database.db
      .insert(sandboxTokens)
      .values({
        token: 'tok_sbx_WALLETWALLETWALLETWALLE',
        brand: 'Visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: 2029,
        fingerprint: null,
        outcome: 'success',
        createdAt: NOW,
      })
      .returning();
    await expect(authorise(t, wallet!.token)).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('refuses a second authorisation under another key while the first holds or took the money', async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    const first = await authorise(t, token);
    await expect(authorise(t, token)).rejects.toMatchObject({ reason: 'token_already_used', status: 409 });
    await t.sandbox.capture(first.authorisationId, 4250);
    await expect(authorise(t, token)).rejects.toMatchObject({ reason: 'token_already_used' });
  });

  it('lets the card pay again once its authorisation was voided (the order failed), or declined', async () => {
    const token = await tokenFor(t, 'Visa', 'success');
    const first = await authorise(t, token);
    await t.sandbox.void(first.authorisationId);
    expect(await authorise(t, token)).toMatchObject({ status: 'authorised' });
    const declined = await tokenFor(t, 'Visa', 'declined');
    await authorise(t, declined);
    expect(await authorise(t, declined)).toMatchObject({ status: 'declined' });
  });

  it('of one card authorised under 5 keys at once, exactly one is authorised', async () => {
    const token = await tokenFor(t, 'Mastercard', 'success');
    const racing = await Promise.allSettled(Array.from({ length: 5 }, () => authorise(t, token)));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of racing.filter((r) => r.status === 'rejected'))
      expect(refused.reason).toMatchObject({ reason: 'token_already_used' });
  });

  it('declines a 3-D Secure approval for a card that paid meanwhile under another key', async () => {
    const token = await tokenFor(t, 'Visa', 'challenge');
    const first = await authorise(t, token);
    const second = await authorise(t, token);
    if (first.status !== 'challenge' || second.status !== 'challenge') throw new Error('expected two challenges');
    await postForm(t.ctx, second.challengeUrl, { answer: 'approve' });
    const late = await postForm(t.ctx, first.challengeUrl, { answer: 'approve' });
    expect(late.headers.location).toContain('status=declined');
    expect(await t.sandbox.getAuthorisation(first.authorisationId)).toMatchObject({ status: 'declined' });
    expect(await t.sandbox.getAuthorisation(second.authorisationId)).toMatchObject({ status: 'authorised' });
  });
});

describe('3-D Secure challenge', () => {
  async function challenged() {
    const result = await authorise(t, await tokenFor(t, 'Visa', 'challenge'));
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    return result;
  }

  it('starts a challenge whose page shows the amount, card and the three answers', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    expect(challengeUrl).toBe(`/sandbox-gateway/3ds/${authorisationId}`);
    const page = await get(challengeUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$42.50');
    expect(page.body).toContain('Visa ending 3220');
    for (const answer of ['approve', 'fail', 'abandon']) expect(page.body).toContain(`value="${answer}"`);
    expect(await t.sandbox.completeChallenge(authorisationId)).toEqual({
      status: 'pending',
      authorisationId,
      challengeUrl,
    });
    await expect(t.sandbox.capture(authorisationId, 4250)).rejects.toMatchObject({ reason: 'challenge_pending' });
  });

  it('approve: returns to the app and completes as authorised', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answer = await postForm(t.ctx, challengeUrl, { answer: 'approve' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `${APP_ORIGIN}/card-auth?authorisationId=${authorisationId}&status=authorised`,
    );
    expect(await t.sandbox.completeChallenge(authorisationId)).toEqual({ status: 'authorised', authorisationId });
    // The first answer stands: a late "fail" from another tab changes nothing.
    await postForm(t.ctx, challengeUrl, { answer: 'fail' });
    expect(await t.sandbox.completeChallenge(authorisationId)).toMatchObject({ status: 'authorised' });
    expect((await get(challengeUrl)).statusCode).toBe(303);
  });

  it('fail: completes as declined with challenge_failed', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answer = await postForm(t.ctx, challengeUrl, { answer: 'fail' });
    expect(answer.headers.location).toContain('status=declined');
    expect(await t.sandbox.completeChallenge(authorisationId)).toEqual({
      status: 'declined',
      authorisationId,
      reason: 'challenge_failed',
    });
  });

  it(`abandon: stays pending, then declines after ${CHALLENGE_TIMEOUT_MINUTES} minutes`, async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const abandoned = await postForm(t.ctx, challengeUrl, { answer: 'abandon' });
    expect(abandoned.statusCode).toBe(200);
    expect(abandoned.body).toContain('Check left unanswered');
    t.clock.advanceMinutes(CHALLENGE_TIMEOUT_MINUTES - 1);
    expect(await t.sandbox.completeChallenge(authorisationId)).toMatchObject({ status: 'pending' });
    t.clock.advanceMinutes(1);
    expect(await t.sandbox.completeChallenge(authorisationId)).toEqual({
      status: 'declined',
      authorisationId,
      reason: 'challenge_failed',
    });
  });

  it('an approval after the timeout counts as failed', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    t.clock.advanceMinutes(CHALLENGE_TIMEOUT_MINUTES);
    const late = await postForm(t.ctx, challengeUrl, { answer: 'approve' });
    expect(late.headers.location).toContain('status=declined');
    expect(await t.sandbox.getAuthorisation(authorisationId)).toMatchObject({
      status: 'declined',
      declineReason: 'challenge_failed',
    });
  });

  it('a pending challenge can be voided', async () => {
    const { authorisationId } = await challenged();
    expect(await t.sandbox.void(authorisationId)).toMatchObject({ status: 'voided' });
  });
});

describe('capture, void and refund', () => {
  const authorised = async (amountCents = 5000) => {
    const result = await authorise(t, await tokenFor(t, 'Visa', 'success'), amountCents);
    return result.authorisationId;
  };

  it('authorised → captured → partially refunded → refunded', async () => {
    const id = await authorised();
    expect(await t.sandbox.capture(id, 5000)).toMatchObject({ status: 'captured', capturedCents: 5000 });
    expect(await t.sandbox.refund(id, 1500)).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
    expect(await t.sandbox.refund(id, 3500)).toMatchObject({ status: 'refunded', refundedCents: 5000 });
    await expect(t.sandbox.refund(id, 1)).rejects.toMatchObject({ reason: 'already_refunded' });
  });

  it('captures less than authorised, never more', async () => {
    const id = await authorised();
    await expect(t.sandbox.capture(id, 5001)).rejects.toMatchObject({
      reason: 'amount_exceeds_authorised',
      status: 409,
    });
    await expect(t.sandbox.capture(id, 0)).rejects.toMatchObject({ reason: 'invalid_amount' });
    expect(await t.sandbox.capture(id, 4000)).toMatchObject({ status: 'captured', capturedCents: 4000 });
    await expect(t.sandbox.refund(id, 4001)).rejects.toMatchObject({ reason: 'amount_exceeds_refundable' });
  });

  it('refuses a double capture, a void after capture and a capture after void', async () => {
    const captured = await authorised();
    await t.sandbox.capture(captured, 5000);
    await expect(t.sandbox.capture(captured, 5000)).rejects.toMatchObject({ reason: 'already_captured' });
    await expect(t.sandbox.void(captured)).rejects.toMatchObject({ reason: 'already_captured' });

    const voided = await authorised();
    expect(await t.sandbox.void(voided)).toMatchObject({ status: 'voided' });
    // Voiding again changes nothing: crash recovery may void twice.
    expect(await t.sandbox.void(voided)).toMatchObject({ status: 'voided' });
    await expect(t.sandbox.capture(voided, 5000)).rejects.toMatchObject({ reason: 'already_voided' });
    await expect(t.sandbox.refund(voided, 100)).rejects.toMatchObject({ reason: 'already_voided' });
  });

  it('refuses a refund before capture and any operation on a decline', async () => {
    const id = await authorised();
    await expect(t.sandbox.refund(id, 100)).rejects.toMatchObject({ reason: 'not_captured' });
    const declined = await authorise(t, await tokenFor(t, 'Visa', 'declined'));
    await expect(t.sandbox.capture(declined.authorisationId, 100)).rejects.toMatchObject({ reason: 'declined' });
    await expect(t.sandbox.void(declined.authorisationId)).rejects.toMatchObject({ reason: 'declined' });
  });

  it('replays a capture retried with its key, and refuses the key for another amount', async () => {
    const id = await authorised();
    const key = newKey('capture');
    const first = await t.sandbox.capture(id, 5000, { idempotencyKey: key });
    expect(await t.sandbox.capture(id, 5000, { idempotencyKey: key })).toEqual(first);
    await expect(t.sandbox.capture(id, 4000, { idempotencyKey: key })).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });

  it('captures once when the same capture arrives several times at once', async () => {
    const id = await authorised();
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => t.sandbox.capture(id, 5000)));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await t.sandbox.getAuthorisation(id)).toMatchObject({ status: 'captured', capturedCents: 5000 });
  });

  it('reaches the client as problem details with the reason', async () => {
    const id = await authorised();
    await t.sandbox.capture(id, 5000);
    const probe = await buildTestApp({
      seed: false,
      extraApiRoutes: async (api) => {
        api.post('/probe/capture', async () => t.sandbox.capture(id, 5000));
      },
    });
    try {
      const response = await probe.app.inject({ method: 'POST', url: '/api/v1/probe/capture' });
      expect(response.statusCode).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'Conflict', reason: 'already_captured' });
    } finally {
      await probe.close();
    }
  });
});
