import type { CaptchaAction, PaymentInfo } from '@storefront/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { createWindowCounter } from '../../platform/window-counter.ts';

/**
 * Card testing: a bot runs stolen card numbers through a checkout to learn which ones work. Past
 * any of these limits a further card must come through customerToken with a solved captcha; a
 * person who mistyped a card twice never sees it. A new basket does not reset the address's or
 * the card's count (decision 081).
 */
export const DECLINES_BEFORE_CAPTCHA = 3;
/** Declined cards from one client address, across all its baskets, within ADDRESS_WINDOW_SECONDS. */
export const ADDRESS_DECLINES_BEFORE_CAPTCHA = 5;
export const ADDRESS_WINDOW_SECONDS = 60 * 60;
/** Declines of one card (its gateway fingerprint), from any address or basket, within CARD_WINDOW_SECONDS. */
export const CARD_DECLINES_BEFORE_CAPTCHA = 3;
export const CARD_WINDOW_SECONDS = 24 * 60 * 60;
/** The captcha's cost doubles with each decline from the address past DECLINES_BEFORE_CAPTCHA, up to this. */
export const MAX_CAPTCHA_COST = 32;

export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm you are not a robot before trying another card.';

export const captchaRequired = () => new AppError(428, 'CaptchaRequired', CAPTCHA_REQUIRED_MESSAGE);

/** Cost 1 (about a second in a browser) up to the third decline, then 2, 4, 8 ... MAX_CAPTCHA_COST. */
export const captchaCostAfter = (declines: number) =>
  Math.min(MAX_CAPTCHA_COST, 2 ** Math.max(0, declines - DECLINES_BEFORE_CAPTCHA));

export interface CardTry {
  basketId: string;
  paymentInfo: PaymentInfo | null;
  /** The card session being used. */
  flexToken: string;
  clientAddress: string;
  /** The gateway's fingerprint of the card, when it gives one. */
  fingerprint: string | null;
}

export type CardDecline = Pick<CardTry, 'clientAddress' | 'fingerprint'>;

/**
 * Counts declined cards per basket (its payment attempts, in the database), per client address and
 * per card fingerprint (in Redis when REDIS_URL is set, so every instance sees the same counts; in
 * this process otherwise).
 */
export function cardTestingGuard(db: Db, redis?: Redis) {
  const byAddress = createWindowCounter({
    name: 'card-declines-address',
    windowSeconds: ADDRESS_WINDOW_SECONDS,
    redis,
  });
  const byCard = createWindowCounter({ name: 'card-declines-card', windowSeconds: CARD_WINDOW_SECONDS, redis });

  async function declines(basketId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.basketId, basketId), eq(paymentAttempts.status, 'declined')));
    return row?.n ?? 0;
  }

  async function overLimit(card: CardTry): Promise<boolean> {
    if ((await byAddress.count(card.clientAddress)) >= ADDRESS_DECLINES_BEFORE_CAPTCHA) return true;
    if (card.fingerprint && (await byCard.count(card.fingerprint)) >= CARD_DECLINES_BEFORE_CAPTCHA) return true;
    return (await declines(card.basketId)) >= DECLINES_BEFORE_CAPTCHA;
  }

  return {
    declines,
    /** Refuses (428 CaptchaRequired) a card not cleared by a captcha once any limit is reached. */
    async assertMayTryCard(card: CardTry): Promise<void> {
      const { paymentInfo } = card;
      const cleared = paymentInfo?.captchaVerified === true && paymentInfo.reference === card.flexToken;
      if (!cleared && (await overLimit(card))) throw captchaRequired();
    },
    /** A card was declined (at authorisation or 3-D Secure): the address and the card count it. */
    async recordDecline({ clientAddress, fingerprint }: CardDecline): Promise<void> {
      await byAddress.add(clientAddress);
      if (fingerprint) await byCard.add(fingerprint);
    },
    /** The captcha cost for a card (CUSTOMER_TOKEN) from this address; other actions keep the base cost. */
    async captchaCost(action: CaptchaAction, clientAddress: string | undefined): Promise<number> {
      if (action !== 'CUSTOMER_TOKEN' || !clientAddress) return 1;
      return captchaCostAfter(await byAddress.count(clientAddress));
    },
  };
}

export type CardTestingGuard = ReturnType<typeof cardTestingGuard>;
