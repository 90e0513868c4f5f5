import {
  assertAmountCents,
  assertKey,
  cardBrandCodes,
  PaymentGatewayError,
  type AuthorisationRecord,
  type AuthoriseInput,
  type AuthoriseResult,
  type CardSummary,
  type ChallengeResult,
  type OperationOptions,
} from '../../modules/payment/payment-gateway.ts';
import { isValidSecurityCode } from '@storefront/domain';
import { isExpired } from './card-rules.ts';
import { plan, type Operation } from './authorisation-states.ts';
import type { SandboxContext } from './sandbox-card-vault.ts';
import type { AuthorisationInsert, AuthorisationRow, TokenRow } from './sandbox.repository.ts';
import { checkReturnUrl, ID_PATTERN, newId, SANDBOX_PREFIX, withParams } from './sandbox-urls.ts';

/** How long an unanswered 3-D Secure challenge stays pending before it counts as failed. */
export const CHALLENGE_TIMEOUT_MINUTES = 15;

export type ChallengeView =
  | { state: 'pending'; amountCents: number; reference: string; card: CardSummary | null; abandonLocation: string }
  | { state: 'answered'; location: string };

const notFound = () => new PaymentGatewayError('not_found', 'No such authorisation.');
const tokenAlreadyUsed = () =>
  new PaymentGatewayError('token_already_used', 'This card has already paid. Enter the card again to pay again.');
const refusalMessages: Record<Operation, string> = {
  capture: 'This authorisation cannot be captured',
  void: 'This authorisation cannot be voided',
  refund: 'This payment cannot be refunded',
};

/** Authorisations, their 3-D Secure challenges, and the capture, void and refund that follow. */
export function sandboxAuthorisations(ctx: SandboxContext) {
  const { repository, clock } = ctx;
  const challengeUrl = (authorisationId: string) => `${ctx.pagesBaseUrl}${SANDBOX_PREFIX}/3ds/${authorisationId}`;

  async function cardOf(row: AuthorisationRow): Promise<CardSummary | null> {
    const token = row.token ? await repository.findToken(row.token) : undefined;
    return token ? { brand: token.brand, brandCode: cardBrandCodes[token.brand], last4: token.last4 } : null;
  }

  /** Loads an authorisation with an overdue challenge already resolved, so every reader agrees on it. */
  async function load(authorisationId: string): Promise<AuthorisationRow> {
    if (typeof authorisationId !== 'string' || !ID_PATTERN.test(authorisationId)) throw notFound();
    let row = await repository.findAuthorisation(authorisationId);
    if (!row) throw notFound();
    if (row.status === 'pending' && row.challengeExpiresAt && row.challengeExpiresAt <= clock.now()) {
      await repository.expireChallenge(authorisationId, clock.now());
      row = (await repository.findAuthorisation(authorisationId))!;
    }
    return row;
  }

  /** What the first call answered, as seen now: a challenge may since have been approved or failed. */
  function resultOf(row: AuthorisationRow): AuthoriseResult {
    const authorisationId = row.authorisationId;
    if (row.status === 'pending')
      return { status: 'challenge', authorisationId, challengeUrl: challengeUrl(authorisationId) };
    if (row.status === 'declined')
      return { status: 'declined', authorisationId, reason: row.declineReason ?? 'declined' };
    return { status: 'authorised', authorisationId };
  }

  async function record(row: AuthorisationRow): Promise<AuthorisationRecord> {
    return {
      authorisationId: row.authorisationId,
      method: row.method,
      status: row.status,
      reference: row.reference,
      amountCents: row.amountCents,
      capturedCents: row.capturedCents,
      refundedCents: row.refundedCents,
      declineReason: row.declineReason,
      card: await cardOf(row),
    };
  }

  async function sameRequest(row: AuthorisationRow, input: AuthoriseInput) {
    // A card on file is charged through a transaction token of its own: the request named the stored one.
    const charged = row.token ? ((await repository.storedTokenOf(row.token)) ?? row.token) : null;
    if (charged !== input.token || row.amountCents !== input.amountCents || row.reference !== input.reference) {
      throw new PaymentGatewayError(
        'idempotency_key_reused',
        'This idempotency key was used for a different authorisation (token, amount or reference).',
      );
    }
    return row;
  }

  /**
   * A card on file pays for its own customer only, with the brand's security code, and as often as
   * asked: each charge is made on a new one-use transaction token (a network token's cryptogram),
   * so the stored token itself never becomes "paid".
   */
  async function chargeOfCardOnFile(stored: TokenRow, input: AuthoriseInput, now: Date): Promise<TokenRow> {
    if (input.customerReference !== stored.customerReference) {
      throw new PaymentGatewayError('reference_mismatch', 'This card is on file for another customer.');
    }
    if (typeof input.securityCode !== 'string' || !isValidSecurityCode(stored.brand, input.securityCode)) {
      throw new PaymentGatewayError(
        'invalid_request',
        `securityCode must be the ${stored.brand} card's security code.`,
      );
    }
    const transaction: TokenRow = { ...stored, token: newId('tok'), createdAt: now, customerReference: null };
    await repository.insertStoredCredentialCharge(transaction, stored.token);
    return transaction;
  }

  async function operate(
    kind: Operation,
    authorisationId: string,
    amountCents: number,
    options: OperationOptions = {},
  ): Promise<AuthorisationRecord> {
    if (kind !== 'void') assertAmountCents(amountCents);
    if (options.idempotencyKey !== undefined) assertKey(options.idempotencyKey, 'idempotencyKey');
    await load(authorisationId);
    const idempotencyKey = options.idempotencyKey ?? newId('op');
    const row = await repository.operate(
      authorisationId,
      { kind, amountCents, idempotencyKey, at: clock.now() },
      (current, previous) => {
        if (previous) {
          if (
            previous.kind !== kind ||
            previous.authorisationId !== authorisationId ||
            previous.amountCents !== amountCents
          ) {
            throw new PaymentGatewayError(
              'idempotency_key_reused',
              `This idempotency key was used for a different ${previous.kind}.`,
            );
          }
          return undefined;
        }
        if (kind === 'void' && current.status === 'voided') return undefined;
        const planned = plan(kind, current, amountCents);
        if (!planned.ok) {
          throw new PaymentGatewayError(
            planned.reason,
            `${refusalMessages[kind]}: ${planned.reason.replaceAll('_', ' ')}.`,
          );
        }
        return planned.ledger;
      },
    );
    if (!row) throw notFound();
    return record(row);
  }

  return {
    challengeUrl,
    record,

    async authorise(input: AuthoriseInput): Promise<AuthoriseResult> {
      assertKey(input.idempotencyKey, 'idempotencyKey');
      assertKey(input.reference, 'reference');
      assertKey(input.token, 'token');
      assertAmountCents(input.amountCents);
      const returnUrl = checkReturnUrl(input.returnUrl, ctx.returnOrigins);

      const earlier = await repository.findAuthorisationByKey(input.idempotencyKey);
      if (earlier) return resultOf(await sameRequest(await load(earlier.authorisationId), input));

      const stored = await repository.findToken(input.token);
      if (!stored || stored.deletedAt) throw new PaymentGatewayError('not_found', 'No such card token.');
      const now = clock.now();
      let token = stored;
      if (stored.customerReference) {
        token = await chargeOfCardOnFile(stored, input, now);
      } else {
        // A card session is opened for one reference (the basket): its card pays that one and no other.
        const session = await repository.findSessionOfToken(stored.token);
        if (!session) throw new PaymentGatewayError('not_found', 'No such card token.');
        if (session.basketId !== input.reference) {
          throw new PaymentGatewayError('reference_mismatch', 'This card was entered for another payment reference.');
        }
        // A token pays once: a second authorisation (another key) is refused while the first holds money.
        const paid = await repository.findPaidAuthorisationOfToken(stored.token);
        if (paid && paid.idempotencyKey !== input.idempotencyKey) throw tokenAlreadyUsed();
        if (paid) return resultOf(await sameRequest(await load(paid.authorisationId), input));
      }
      const expired =
        token.outcome === 'expired_card' || isExpired({ month: token.expiryMonth, year: token.expiryYear }, now);
      const outcome = expired ? 'expired_card' : token.outcome;
      const row: AuthorisationInsert = {
        authorisationId: newId('auth'),
        idempotencyKey: input.idempotencyKey,
        method: 'Card',
        token: token.token,
        reference: input.reference,
        amountCents: input.amountCents,
        status: outcome === 'success' ? 'authorised' : outcome === 'challenge' ? 'pending' : 'declined',
        declineReason: outcome === 'success' || outcome === 'challenge' ? null : outcome,
        returnUrl,
        challengeExpiresAt:
          outcome === 'challenge' ? new Date(now.getTime() + CHALLENGE_TIMEOUT_MINUTES * 60_000) : null,
        createdAt: now,
        updatedAt: now,
      };
      // A racing retry with the same key loses the insert and answers with the winner's row; a
      // racing authorisation of the same card under another key is refused.
      const inserted = await repository.insertAuthorisation(row);
      if (inserted !== 'key taken' && inserted !== 'token paid') return resultOf(inserted);
      const winner = await repository.findAuthorisationByKey(input.idempotencyKey);
      if (!winner) throw tokenAlreadyUsed();
      return resultOf(await sameRequest(await load(winner.authorisationId), input));
    },

    async completeChallenge(authorisationId: string): Promise<ChallengeResult> {
      const result = resultOf(await load(authorisationId));
      return result.status === 'challenge' ? { ...result, status: 'pending' } : result;
    },

    async get(authorisationId: string): Promise<AuthorisationRecord> {
      return record(await load(authorisationId));
    },

    async findByKey(idempotencyKey: string): Promise<AuthorisationRecord | null> {
      assertKey(idempotencyKey, 'idempotencyKey');
      const row = await repository.findAuthorisationByKey(idempotencyKey);
      return row ? record(await load(row.authorisationId)) : null;
    },

    capture: (authorisationId: string, amountCents: number, options?: OperationOptions) =>
      operate('capture', authorisationId, amountCents, options),
    void: (authorisationId: string, options?: OperationOptions) => operate('void', authorisationId, 0, options),
    refund: (authorisationId: string, amountCents: number, options?: OperationOptions) =>
      operate('refund', authorisationId, amountCents, options),

    /** For the challenge page: what to show, or where to send a customer whose challenge is settled. */
    async describeChallenge(authorisationId: string): Promise<ChallengeView | undefined> {
      const row = await load(authorisationId).catch((error: unknown) => {
        if (error instanceof PaymentGatewayError && error.reason === 'not_found') return undefined;
        throw error;
      });
      if (!row || row.method !== 'Card' || !row.returnUrl) return undefined;
      if (row.status !== 'pending') {
        const status = row.status === 'declined' ? 'declined' : 'authorised';
        return { state: 'answered', location: withParams(row.returnUrl, { authorisationId, status }) };
      }
      return {
        state: 'pending',
        amountCents: row.amountCents,
        reference: row.reference,
        card: await cardOf(row),
        abandonLocation: withParams(row.returnUrl, { authorisationId, status: 'pending' }),
      };
    },

    /** Approve or Fail on the challenge page; the first answer wins, and a late approval counts as failed. */
    async answerChallenge(authorisationId: string, answer: 'approve' | 'fail'): Promise<ChallengeView | undefined> {
      const view = await this.describeChallenge(authorisationId);
      if (view?.state !== 'pending') return view;
      await repository.answerChallenge(authorisationId, answer, clock.now());
      await repository.expireChallenge(authorisationId, clock.now());
      return this.describeChallenge(authorisationId);
    },
  };
}

export type SandboxAuthorisations = ReturnType<typeof sandboxAuthorisations>;
