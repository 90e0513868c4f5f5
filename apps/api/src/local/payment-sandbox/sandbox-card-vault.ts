import {
  assertAmountCents,
  assertKey,
  cardBrandCodes,
  PaymentGatewayError,
  type CardSession,
  type CardSessionInput,
  type CardSessionState,
  type CardToken,
  type SaveCardInput,
} from '../../modules/payment/payment-gateway.ts';
import type { Clock } from '../../platform/clock.ts';
import { readCardForm, type CardFormResult } from './card-form.ts';
import type { SandboxRepository, TokenRow } from './sandbox.repository.ts';
import { isExpired } from './card-rules.ts';
import { checkReturnUrl, ID_PATTERN, newId, SANDBOX_PREFIX, withParams } from './sandbox-urls.ts';
import { outcomeOfCardNumber } from './test-cards.ts';

/** Long enough to type a card in slowly, short enough that a forgotten tab does not stay payable. */
export const CARD_SESSION_MINUTES = 30;

export interface SandboxContext {
  repository: SandboxRepository;
  clock: Clock;
  /** The card's fingerprint: a keyed hash of its number (or a wallet card's id), never reversible here. */
  fingerprintOf(cardNumber: string): string;
  /** Origins an absolute return URL may point at (the app's own). */
  returnOrigins: readonly string[];
  /** Prefix for hosted page URLs; empty keeps them root-relative on the API's origin. */
  pagesBaseUrl: string;
}

export type SessionView =
  { state: 'open'; amountCents: number; returnUrl: string } | { state: 'tokenised' | 'expired'; returnUrl: string };

export type TokeniseOutcome = { ok: true; location: string } | Extract<CardFormResult, { ok: false }>;

export const tokenView = (row: TokenRow): CardToken => ({
  token: row.token,
  brand: row.brand,
  brandCode: cardBrandCodes[row.brand],
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  fingerprint: row.fingerprint,
});

const notFound = (what: string) => new PaymentGatewayError('not_found', `No such ${what}.`);

/** Card sessions and the token vault: the only code that ever holds a card number, and only in memory. */
export function sandboxCardVault(ctx: SandboxContext) {
  const { repository, clock } = ctx;
  const returnTo = (sessionId: string, returnUrl: string) => withParams(returnUrl, { sessionId });

  return {
    async createSession(input: CardSessionInput): Promise<CardSession> {
      assertKey(input.basketId, 'basketId');
      assertAmountCents(input.amountCents);
      const returnUrl = checkReturnUrl(input.returnUrl, ctx.returnOrigins);
      const now = clock.now();
      const sessionId = newId('cs');
      const expiresAt = new Date(now.getTime() + CARD_SESSION_MINUTES * 60_000);
      await repository.insertSession({
        sessionId,
        basketId: input.basketId,
        amountCents: input.amountCents,
        returnUrl,
        token: null,
        createdAt: now,
        expiresAt,
      });
      return {
        sessionId,
        url: `${ctx.pagesBaseUrl}${SANDBOX_PREFIX}/card/${sessionId}`,
        tokeniseUrl: `${ctx.pagesBaseUrl}${SANDBOX_PREFIX}/flex/${sessionId}/tokens`,
        expiresAt,
      };
    },

    async getToken(sessionOrToken: string): Promise<CardToken> {
      if (typeof sessionOrToken !== 'string' || !ID_PATTERN.test(sessionOrToken)) throw notFound('card token');
      let token = sessionOrToken;
      if (sessionOrToken.startsWith('cs_')) {
        const session = await repository.findSession(sessionOrToken);
        if (!session) throw notFound('card session');
        if (!session.token) {
          if (session.expiresAt <= clock.now()) {
            throw new PaymentGatewayError('session_expired', 'The card session expired before a card was entered.');
          }
          throw new PaymentGatewayError('session_not_tokenised', 'No card has been entered in this session yet.');
        }
        token = session.token;
      }
      const row = await repository.findToken(token);
      if (!row || row.deletedAt) throw notFound('card token');
      return tokenView(row);
    },

    async sessionState(sessionId: string): Promise<CardSessionState> {
      if (typeof sessionId !== 'string' || !sessionId.startsWith('cs_') || !ID_PATTERN.test(sessionId))
        throw notFound('card session');
      const session = await repository.findSession(sessionId);
      if (!session) throw notFound('card session');
      const base = { sessionId, basketId: session.basketId };
      if (session.token) {
        const row = await repository.findToken(session.token);
        if (!row || row.deletedAt) return { ...base, state: 'deleted', card: null };
        return { ...base, state: 'tokenised', card: tokenView(row) };
      }
      return { ...base, state: session.expiresAt <= clock.now() ? 'expired' : 'open', card: null };
    },

    async deleteToken(sessionOrToken: string): Promise<void> {
      if (typeof sessionOrToken !== 'string' || !ID_PATTERN.test(sessionOrToken)) throw notFound('card token');
      let token: string | null = sessionOrToken;
      if (sessionOrToken.startsWith('cs_')) {
        const session = await repository.findSession(sessionOrToken);
        if (!session) throw notFound('card session');
        token = session.token;
      } else if (!(await repository.findToken(sessionOrToken))) throw notFound('card token');
      if (token) await repository.deleteToken(token, clock.now());
    },

    /**
     * A card-on-file token copied from a tokenised session. The verification a real gateway makes
     * (a zero-amount authorisation) is the test card's outcome here: a declined, insufficient-funds
     * or expired card is refused and nothing is kept.
     */
    async saveCard(input: SaveCardInput): Promise<CardToken> {
      assertKey(input.customerReference, 'customerReference');
      const source = await this.getToken(input.sessionId);
      const row = await repository.findToken(source.token);
      if (!row) throw notFound('card token');
      const now = clock.now();
      const refused = row.outcome !== 'success' && row.outcome !== 'challenge';
      if (refused || isExpired({ month: row.expiryMonth, year: row.expiryYear }, now)) {
        throw new PaymentGatewayError('declined', 'The card was declined when it was verified.');
      }
      const saved: TokenRow = {
        ...row,
        token: newId('tok'),
        createdAt: now,
        deletedAt: null,
        customerReference: input.customerReference,
      };
      await repository.insertToken(saved);
      return tokenView(saved);
    },

    async describeSession(sessionId: string): Promise<SessionView | undefined> {
      if (!ID_PATTERN.test(sessionId)) return undefined;
      const session = await repository.findSession(sessionId);
      if (!session) return undefined;
      const returnUrl = returnTo(sessionId, session.returnUrl);
      if (session.token) return { state: 'tokenised', returnUrl };
      if (session.expiresAt <= clock.now()) return { state: 'expired', returnUrl };
      return { state: 'open', amountCents: session.amountCents, returnUrl };
    },

    /**
     * Checks the posted fields and tokenises the card. The number is reduced to the last four and
     * a test outcome here and goes no further. A session tokenises once; a repeat submit is sent
     * back to the store with the first token, as a real hosted page would.
     */
    async tokenise(sessionId: string, body: Record<string, unknown>): Promise<TokeniseOutcome | undefined> {
      const view = await this.describeSession(sessionId);
      if (!view) return undefined;
      if (view.state !== 'open') return { ok: true, location: view.returnUrl };
      const form = readCardForm(body);
      if (!form.ok) return form;
      const { card } = form;
      const row: TokenRow = {
        token: newId('tok'),
        brand: card.brand,
        last4: card.digits.slice(-4),
        expiryMonth: card.expiry.month,
        expiryYear: card.expiry.year,
        fingerprint: ctx.fingerprintOf(card.digits),
        outcome: outcomeOfCardNumber(card.digits),
        createdAt: clock.now(),
        deletedAt: null,
        customerReference: null,
      };
      await repository.tokeniseSession(sessionId, row, clock.now());
      return { ok: true, location: view.returnUrl };
    },
  };
}

export type SandboxCardVault = ReturnType<typeof sandboxCardVault>;
