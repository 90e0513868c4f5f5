import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailLinkTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newOpaqueToken, type CustomerSecrets } from './customer-secrets.ts';

type LinkPurpose = 'login' | 'verify-email';

/** Single-use tokens for links sent by e-mail (login links, address verification); only hashes are kept. */
export function emailLinkStore(db: Db, secrets: CustomerSecrets, clock: Clock) {
  const hashOf = (purpose: LinkPurpose, token: string) => secrets.hash(`email-link:${purpose}`, token);
  return {
    async issue(purpose: LinkPurpose, customerId: string, email: string, ttlSeconds: number): Promise<string> {
      const token = newOpaqueToken();
      await db.insert(emailLinkTokens).values({
        tokenHash: hashOf(purpose, token),
        purpose,
        customerId,
        email,
        expiresAt: new Date(clock.now().getTime() + ttlSeconds * 1000),
      });
      return token;
    },

    /** Spends the token with one conditional UPDATE: a second use, or one after expiry, finds nothing. */
    async spend(purpose: LinkPurpose, token: string): Promise<{ customerId: string; email: string } | null> {
      const now = clock.now();
      const [row] = await db
        .update(emailLinkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailLinkTokens.tokenHash, hashOf(purpose, token)),
            eq(emailLinkTokens.purpose, purpose),
            isNull(emailLinkTokens.usedAt),
            gt(emailLinkTokens.expiresAt, now),
          ),
        )
        .returning({ customerId: emailLinkTokens.customerId, email: emailLinkTokens.email });
      return row ?? null;
    },
  };
}

export type EmailLinkStore = ReturnType<typeof emailLinkStore>;
