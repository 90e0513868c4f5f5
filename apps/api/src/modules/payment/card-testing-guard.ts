import type { PaymentInfo } from '@storefront/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Card testing: a bot runs stolen card numbers through a checkout to learn which ones work. After
 * this many declined cards on one basket, a further card must come through customerToken with a
 * solved captcha; a person who mistyped a card twice never sees it.
 */
export const DECLINES_BEFORE_CAPTCHA = 3;

export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm you are not a robot before trying another card.';

export const captchaRequired = () => new AppError(428, 'CaptchaRequired', CAPTCHA_REQUIRED_MESSAGE);

export function cardTestingGuard(db: Db) {
  async function declines(basketId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.basketId, basketId), eq(paymentAttempts.status, 'declined')));
    return row?.n ?? 0;
  }

  return {
    declines,
    /** Refuses (428 CaptchaRequired) a card not cleared by a captcha once the basket has too many declines. */
    async assertMayTryCard(basketId: string, paymentInfo: PaymentInfo | null, flexToken: string): Promise<void> {
      const cleared = paymentInfo?.captchaVerified === true && paymentInfo.reference === flexToken;
      if (!cleared && (await declines(basketId)) >= DECLINES_BEFORE_CAPTCHA) throw captchaRequired();
    },
  };
}

export type CardTestingGuard = ReturnType<typeof cardTestingGuard>;
