import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type {
  AuthorisationRecord,
  AuthoriseInput,
  AuthoriseResult,
  CardSession,
  CardSessionInput,
  CardSessionState,
  CardToken,
  ChallengeResult,
  OperationOptions,
  PaymentGateway,
  RedirectPayment,
  RedirectPaymentInput,
  RedirectPaymentState,
  SaveCardInput,
} from '../../modules/payment/payment-gateway.ts';
import type { Clock } from '../../platform/clock.ts';
import { sandboxAuthorisations, type SandboxAuthorisations } from './sandbox-authorisations.ts';
import { sandboxCardVault, type SandboxCardVault } from './sandbox-card-vault.ts';
import { sandboxRedirectPayments, type SandboxRedirectPayments } from './sandbox-redirect-payments.ts';
import { sandboxRepository } from './sandbox.repository.ts';

export interface PaymentSandboxOptions {
  db: Db;
  clock: Clock;
  /** Origins an absolute return URL may point at: the app's own (env APP_ORIGINS). */
  returnOrigins: readonly string[];
  /** Prefix for hosted page URLs; empty (the default) makes them root-relative on the API's origin. */
  pagesBaseUrl?: string;
  /**
   * Keys card fingerprints. Unset: a random key per sandbox, so fingerprints agree within one
   * process only (a real provider's stay the same for good). Never stored beside the tokens: with
   * the key, the fingerprint of a known brand and last four could be searched back to the number.
   */
  fingerprintKey?: string;
}

/**
 * The local payment provider: the PaymentGateway the API calls, plus what its hosted pages need
 * (`cards`, `authorisations`, `redirects`). All its state is in its own sandbox_ tables, so any
 * number of instances over one database behave as one gateway.
 */
export class PaymentSandbox implements PaymentGateway {
  readonly cards: SandboxCardVault;
  readonly authorisations: SandboxAuthorisations;
  readonly redirects: SandboxRedirectPayments;
  readonly returnOrigins: readonly string[];

  constructor(options: PaymentSandboxOptions) {
    this.returnOrigins = options.returnOrigins;
    const fingerprintKey = options.fingerprintKey ?? randomBytes(32).toString('base64url');
    const context = {
      repository: sandboxRepository(options.db),
      clock: options.clock,
      fingerprintOf: (cardNumber: string) =>
        `fp_sbx_${createHmac('sha256', fingerprintKey).update(cardNumber).digest('base64url').slice(0, 32)}`,
      returnOrigins: options.returnOrigins,
      pagesBaseUrl: (options.pagesBaseUrl ?? '').replace(/\/$/, ''),
    };
    this.cards = sandboxCardVault(context);
    this.authorisations = sandboxAuthorisations(context);
    this.redirects = sandboxRedirectPayments(context);
  }

  createCardSession(input: CardSessionInput): Promise<CardSession> {
    return this.cards.createSession(input);
  }

  getToken(sessionOrToken: string): Promise<CardToken> {
    return this.cards.getToken(sessionOrToken);
  }

  describeCardSession(sessionId: string): Promise<CardSessionState> {
    return this.cards.sessionState(sessionId);
  }

  saveCard(input: SaveCardInput): Promise<CardToken> {
    return this.cards.saveCard(input);
  }

  deleteToken(sessionOrToken: string): Promise<void> {
    return this.cards.deleteToken(sessionOrToken);
  }

  authorise(input: AuthoriseInput): Promise<AuthoriseResult> {
    return this.authorisations.authorise(input);
  }

  completeChallenge(authorisationId: string): Promise<ChallengeResult> {
    return this.authorisations.completeChallenge(authorisationId);
  }

  getAuthorisation(authorisationId: string): Promise<AuthorisationRecord> {
    return this.authorisations.get(authorisationId);
  }

  findAuthorisation(idempotencyKey: string): Promise<AuthorisationRecord | null> {
    return this.authorisations.findByKey(idempotencyKey);
  }

  capture(authorisationId: string, amountCents: number, options?: OperationOptions): Promise<AuthorisationRecord> {
    return this.authorisations.capture(authorisationId, amountCents, options);
  }

  void(authorisationId: string, options?: OperationOptions): Promise<AuthorisationRecord> {
    return this.authorisations.void(authorisationId, options);
  }

  refund(authorisationId: string, amountCents: number, options?: OperationOptions): Promise<AuthorisationRecord> {
    return this.authorisations.refund(authorisationId, amountCents, options);
  }

  createRedirectPayment(input: RedirectPaymentInput): Promise<RedirectPayment> {
    return this.redirects.create(input);
  }

  getRedirectPayment(paymentId: string): Promise<RedirectPaymentState> {
    return this.redirects.get(paymentId);
  }
}
