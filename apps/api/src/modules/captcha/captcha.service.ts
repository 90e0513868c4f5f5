import { randomBytes } from 'node:crypto';
import type { CaptchaAction } from '@storefront/contract';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSpent } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * ALTCHA proof-of-work: the browser spends about a second of hashing per solved challenge, which a
 * person never notices and a bot testing thousands of stolen cards pays for every attempt. Each
 * SHA-256 round is one hash; the key must start with `KEY_PREFIX` (1 in 16^4 keys do).
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';
export const CAPTCHA_COST = 1;
export const CAPTCHA_KEY_PREFIX = '0000';
/** Long enough to solve on a slow phone and submit; a challenge is refused after it. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;

export const CAPTCHA_FAILED_MESSAGE = 'We could not confirm you are not a robot. Please try again.';

const refused = (field = 'body.captcha') =>
  new AppError(400, 'CaptchaInvalid', CAPTCHA_FAILED_MESSAGE, [{ field, message: 'Invalid or expired' }]);

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function readPayload(encoded: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload>;
    if (!value || typeof value !== 'object' || !value.challenge?.parameters || !value.solution) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * The cost a challenge for `action` asked by this client address must have (CAPTCHA_COST at the
 * least): card testing makes it grow with each declined card (card-testing-guard.ts).
 */
export type CaptchaCost = (action: CaptchaAction, clientAddress: string | undefined) => Promise<number>;

const baseCost: CaptchaCost = async () => CAPTCHA_COST;

/**
 * Issues and checks captcha challenges for the spec's captcha actions. The challenge carries its
 * action and cost, is signed with the server's secret, expires after CAPTCHA_TTL_SECONDS and is
 * good for one request. Expiry is wall-clock time, as the library checks it.
 */
export function captchaService(
  db: Db,
  secret: string = randomBytes(32).toString('base64url'),
  costOf: CaptchaCost = baseCost,
) {
  return {
    async challenge(action: CaptchaAction, clientAddress?: string): Promise<Challenge> {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: Math.max(CAPTCHA_COST, await costOf(action, clientAddress)),
        keyPrefix: CAPTCHA_KEY_PREFIX,
        deriveKey,
        data: { action },
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
        hmacSignatureSecret: secret,
      });
    },

    /** Accepts a solved challenge for `action` once; anything else is a 400 naming the captcha field. */
    async verify(
      encoded: string,
      action: CaptchaAction,
      field = 'body.captcha',
      clientAddress?: string,
    ): Promise<void> {
      const payload = readPayload(encoded);
      if (!payload || payload.challenge.parameters.data?.action !== action) throw refused(field);
      const parameters = payload.challenge.parameters;
      // Our own difficulty only: a client cannot send an easier challenge it signed itself (it cannot sign).
      if (parameters.algorithm !== CAPTCHA_ALGORITHM || parameters.keyPrefix !== CAPTCHA_KEY_PREFIX)
        throw refused(field);
      // A challenge fetched before more declines is too cheap now: the client fetches a dearer one.
      if (!(parameters.cost >= (await costOf(action, clientAddress)))) throw refused(field);
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => null);
      if (!result?.verified || !payload.challenge.signature) throw refused(field);
      const now = new Date();
      await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
      const [spent] = await db
        .insert(captchaSpent)
        .values({
          signature: payload.challenge.signature,
          action,
          expiresAt: new Date((parameters.expiresAt ?? now.getTime() / 1000 + CAPTCHA_TTL_SECONDS) * 1000),
        })
        .onConflictDoNothing()
        .returning({ signature: captchaSpent.signature });
      if (!spent) throw refused(field);
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
