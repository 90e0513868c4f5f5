import {
  assertAmountCents,
  assertKey,
  cardBrandCodes,
  PaymentGatewayError,
  redirectMethods,
  type RedirectMethod,
  type RedirectPayment,
  type RedirectPaymentInput,
  type RedirectPaymentState,
} from '../../modules/payment/payment-gateway.ts';
import type { SandboxContext } from './sandbox-card-vault.ts';
import type { AuthorisationInsert, RedirectPatch, RedirectRow, TokenRow } from './sandbox.repository.ts';
import { checkReturnUrl, ID_PATTERN, newId, SANDBOX_PREFIX, withParams } from './sandbox-urls.ts';
import { walletCards, type WalletCard } from './test-cards.ts';

/** A payment page nobody answers within this time counts as cancelled: the customer closed the tab. */
export const REDIRECT_PAYMENT_MINUTES = 30;

/** Methods whose page picks a card from a wallet rather than approving a pay-later plan. */
export const walletMethods: readonly RedirectMethod[] = ['ClickToPay', 'ApplePay', 'GooglePay'];

export type RedirectAnswer = 'approve' | 'decline' | 'cancel';

export type RedirectView =
  | { state: 'pending'; method: RedirectMethod; amountCents: number; reference: string }
  | { state: 'settled'; location: string };

const notFound = () => new PaymentGatewayError('not_found', 'No such payment.');

/** Where the page sends the customer once the payment is settled, with the provider-style parameters. */
function locationOf(row: RedirectRow): string {
  const status = row.status;
  const params: Record<string, string> = { paymentId: row.paymentId, status };
  // The spec's return pages read these names: /zippayconfirmation?checkoutId=, Afterpay's orderToken.
  if (row.method === 'Zip') Object.assign(params, { checkoutId: row.paymentId, result: status });
  if (row.method === 'Afterpay') params.orderToken = row.paymentId;
  return withParams(status === 'cancelled' ? row.cancelUrl : row.returnUrl, params);
}

/** PayPal, PayPal Pay in 4, Zip, Afterpay, Click to Pay, Apple Pay and Google Pay. */
export function sandboxRedirectPayments(ctx: SandboxContext) {
  const { repository, clock } = ctx;

  /** Loads a payment, with one left unanswered past its time settled as cancelled. */
  async function load(paymentId: string): Promise<RedirectRow | undefined> {
    if (typeof paymentId !== 'string' || !ID_PATTERN.test(paymentId)) return undefined;
    const row = await repository.findRedirect(paymentId);
    if (row?.status === 'pending' && row.expiresAt <= clock.now()) {
      await repository.settleRedirect(paymentId, { status: 'cancelled' }, clock.now());
      return repository.findRedirect(paymentId);
    }
    return row;
  }

  function sameRequest(row: RedirectRow, input: RedirectPaymentInput) {
    if (row.method !== input.method || row.amountCents !== input.amountCents || row.reference !== input.reference) {
      throw new PaymentGatewayError(
        'idempotency_key_reused',
        'This idempotency key was used for a different payment (method, amount or reference).',
      );
    }
    return row;
  }

  const started = (row: RedirectRow): RedirectPayment => ({
    paymentId: row.paymentId,
    redirectUrl: `${ctx.pagesBaseUrl}${SANDBOX_PREFIX}/pay/${row.paymentId}`,
    expiresAt: row.expiresAt,
  });

  /** An approved payment becomes an authorisation like a card's, to capture, void or refund later. */
  function approval(row: RedirectRow, card: WalletCard | undefined, now: Date) {
    const token: TokenRow | undefined = card && {
      token: newId('tok'),
      brand: card.brand,
      last4: card.last4,
      // Wallet cards are kept current: a sandbox wallet never hands over an expired card.
      expiryMonth: 12,
      expiryYear: now.getUTCFullYear() + 3,
      fingerprint: ctx.fingerprintOf(`wallet:${card.id}`),
      outcome: card.outcome,
      createdAt: now,
      deletedAt: null,
      customerReference: null,
    };
    const declined = card !== undefined && card.outcome !== 'success' && card.outcome !== 'challenge';
    if (declined) return { patch: { status: 'declined', token: token!.token } satisfies RedirectPatch, token };
    const authorisation: AuthorisationInsert = {
      authorisationId: newId('auth'),
      idempotencyKey: `redirect:${row.paymentId}`,
      method: row.method,
      token: token?.token ?? null,
      reference: row.reference,
      amountCents: row.amountCents,
      status: 'authorised',
      createdAt: now,
      updatedAt: now,
    };
    const patch: RedirectPatch = {
      status: 'approved',
      authorisationId: authorisation.authorisationId,
      token: token?.token ?? null,
    };
    return { patch, token, authorisation };
  }

  return {
    async create(input: RedirectPaymentInput): Promise<RedirectPayment> {
      if (!redirectMethods.includes(input.method)) {
        throw new PaymentGatewayError('invalid_request', `Unknown payment method ${String(input.method)}.`);
      }
      assertAmountCents(input.amountCents);
      assertKey(input.reference, 'reference');
      assertKey(input.idempotencyKey, 'idempotencyKey');
      const returnUrl = checkReturnUrl(input.returnUrl, ctx.returnOrigins);
      const cancelUrl = checkReturnUrl(input.cancelUrl, ctx.returnOrigins, 'cancelUrl');
      const earlier = await repository.findRedirectByKey(input.idempotencyKey);
      if (earlier) return started(sameRequest(earlier, input));
      const now = clock.now();
      const row: RedirectRow = {
        paymentId: newId('pay'),
        idempotencyKey: input.idempotencyKey,
        method: input.method,
        amountCents: input.amountCents,
        reference: input.reference,
        returnUrl,
        cancelUrl,
        status: 'pending',
        authorisationId: null,
        token: null,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + REDIRECT_PAYMENT_MINUTES * 60_000),
      };
      const inserted = await repository.insertRedirect(row);
      if (inserted) return started(inserted);
      return started(sameRequest((await repository.findRedirectByKey(input.idempotencyKey))!, input));
    },

    async get(paymentId: string): Promise<RedirectPaymentState> {
      const row = await load(paymentId);
      if (!row) throw notFound();
      const state: RedirectPaymentState = {
        paymentId: row.paymentId,
        method: row.method,
        status: row.status,
        amountCents: row.amountCents,
        reference: row.reference,
      };
      if (row.authorisationId) state.authorisationId = row.authorisationId;
      const token = row.token ? await repository.findToken(row.token) : undefined;
      if (token) state.card = { brand: token.brand, brandCode: cardBrandCodes[token.brand], last4: token.last4 };
      return state;
    },

    async describe(paymentId: string): Promise<RedirectView | undefined> {
      const row = await load(paymentId);
      if (!row) return undefined;
      if (row.status !== 'pending') return { state: 'settled', location: locationOf(row) };
      return { state: 'pending', method: row.method, amountCents: row.amountCents, reference: row.reference };
    },

    /**
     * The customer's answer on the method's page. The first answer wins (a double click approves
     * once); a wallet's chosen card decides approval the way its test outcome says.
     */
    async answer(paymentId: string, answer: RedirectAnswer, walletCardId?: string): Promise<RedirectView | undefined> {
      const row = await load(paymentId);
      if (!row) return undefined;
      if (row.status === 'pending') {
        const now = clock.now();
        if (answer === 'cancel') await repository.settleRedirect(paymentId, { status: 'cancelled' }, now);
        else if (answer === 'decline') await repository.settleRedirect(paymentId, { status: 'declined' }, now);
        else {
          const wallet = walletMethods.includes(row.method);
          const card = wallet ? walletCards.find((c) => c.id === walletCardId) : undefined;
          if (wallet && !card) return this.describe(paymentId);
          const { patch, ...extras } = approval(row, card, now);
          await repository.settleRedirect(paymentId, patch, now, extras);
        }
      }
      return this.describe(paymentId);
    },
  };
}

export type SandboxRedirectPayments = ReturnType<typeof sandboxRedirectPayments>;
