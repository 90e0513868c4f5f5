import { randomUUID } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@storefront/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newOneTimeCode, type CustomerSecrets } from './customer-secrets.ts';

const PURPOSE = 'one-time-code';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

export const OTP_EXPIRED_MESSAGE = 'This code has expired or was already used. Please request a new code.';
export const otpExpired = (field: string) =>
  new AppError(400, 'OtpExpired', OTP_EXPIRED_MESSAGE, [{ field, message: 'Request a new code' }], {
    attemptsRemaining: 0,
  });

/**
 * One-time codes: 6 digits from the CSPRNG, kept as a keyed hash, one use, valid
 * OTP_TTL_SECONDS, dead after OTP_MAX_ATTEMPTS wrong tries, and a new one no sooner than
 * OTP_RESEND_SECONDS after the last. A new code replaces the one before it.
 */
export function oneTimeCodeStore(db: Db, secrets: CustomerSecrets, clock: Clock) {
  const hashOf = (destination: string, code: string) => secrets.hash(PURPOSE, `${destination}\u0000${code}`);

  return {
    async issue(input: {
      destination: string;
      purpose: 'login' | 'register';
      customerId: string | null;
      registration?: Record<string, unknown> | null;
      /** Addresses with no account get a row whose code nobody is told: same work, same answers. */
      deliverable: boolean;
    }): Promise<{ code: string }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Serialise requests for one destination, so two at once cannot both pass the resend gap.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.destination}))`);
        const [last] = await tx
          .select({ createdAt: oneTimeCodes.createdAt })
          .from(oneTimeCodes)
          .where(eq(oneTimeCodes.destination, input.destination))
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1);
        const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
        if (waited < OTP_RESEND_SECONDS) {
          // Never more than the gap: a clock read before waiting for the lock (or another
          // instance's, a little behind) can put the last code a moment in the future.
          const seconds = Math.min(OTP_RESEND_SECONDS, Math.ceil(OTP_RESEND_SECONDS - waited));
          throw new AppError(
            429,
            'OtpResendTooSoon',
            `Please wait ${seconds} seconds before asking for a new code.`,
            [],
            { retryAfterSeconds: seconds },
          );
        }
        await tx
          .update(oneTimeCodes)
          .set({ closedAt: now })
          .where(and(eq(oneTimeCodes.destination, input.destination), isNull(oneTimeCodes.closedAt)));
        const code = newOneTimeCode();
        await tx.insert(oneTimeCodes).values({
          id: randomUUID(),
          destination: input.destination,
          purpose: input.purpose,
          // Without an account the stored hash is of a code nobody receives.
          codeHash: hashOf(input.destination, input.deliverable ? code : newOneTimeCode() + randomUUID()),
          customerId: input.customerId,
          registration: input.registration ?? null,
          attemptsLeft: OTP_MAX_ATTEMPTS,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        });
        return { code };
      });
    },

    /**
     * Spends the destination's open code when `code` matches it; a wrong code costs one try, and
     * the last try closes it. Each try is one conditional UPDATE, so parallel guesses from many
     * addresses still get OTP_MAX_ATTEMPTS tries between them, no more.
     */
    async consume(destination: string, code: string, field: string): Promise<CodeRow> {
      const now = clock.now();
      const open = and(
        eq(oneTimeCodes.destination, destination),
        isNull(oneTimeCodes.closedAt),
        gt(oneTimeCodes.attemptsLeft, 0),
        gt(oneTimeCodes.expiresAt, now),
      );
      const [current] = await db.select().from(oneTimeCodes).where(open).orderBy(desc(oneTimeCodes.createdAt)).limit(1);
      if (!current) throw otpExpired(field);
      if (secrets.matches(PURPOSE, `${destination}\u0000${code}`, current.codeHash)) {
        const [spent] = await db
          .update(oneTimeCodes)
          .set({ closedAt: now })
          .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.closedAt), gt(oneTimeCodes.attemptsLeft, 0)))
          .returning();
        if (spent) return spent;
        throw otpExpired(field);
      }
      const [after] = await db
        .update(oneTimeCodes)
        .set({
          attemptsLeft: sql`${oneTimeCodes.attemptsLeft} - 1`,
          closedAt: sql`case when ${oneTimeCodes.attemptsLeft} <= 1 then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.closedAt), gt(oneTimeCodes.attemptsLeft, 0)))
        .returning({ attemptsLeft: oneTimeCodes.attemptsLeft });
      if (!after) throw otpExpired(field);
      const left = after.attemptsLeft;
      throw new AppError(
        400,
        'OtpInvalid',
        left > 0
          ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it can no longer be used. Please request a new code.',
        [{ field, message: 'Incorrect code' }],
        { attemptsRemaining: left },
      );
    },
  };
}

export type OneTimeCodeStore = ReturnType<typeof oneTimeCodeStore>;
