import { createHash, randomUUID } from 'node:crypto';
import { CHANGE_EMAIL_LINK_INVALID, CHANGE_EMAIL_PAGE, CHANGE_EMAIL_TTL_SECONDS } from '@storefront/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, emailChangeRequests } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newOpaqueToken } from '../customer/customer-secrets.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { changeEmailCancelMessage, changeEmailConfirmMessage } from './change-email-messages.ts';
import type { UserNotificationsService } from './user-notifications.ts';

// Link tokens are 256 random bits, so a plain SHA-256 is enough to keep a copied table useless.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const linkInvalid = () =>
  new AppError(400, CHANGE_EMAIL_LINK_INVALID, 'This link has expired or was already used. Nothing was changed.', [
    { field: 'body.token', message: 'Expired or used' },
  ]);

/**
 * A change of e-mail address in two links: confirm (to the proposed address, which proves it) and
 * cancel (to the current one, so the owner can stop a change they did not ask for). A request
 * lives CHANGE_EMAIL_TTL_SECONDS; the first link used closes it, a new request closes the old, and
 * the signed-in owner can read or withdraw the open one.
 */
export function changeEmailService(deps: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  notifications: UserNotificationsService;
}) {
  const { db, clock } = deps;

  return {
    async request(customerId: string, proposedEmail: string, appOrigin: string) {
      const [customer] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.customerId, customerId), isNull(customers.deletedAt)));
      if (!customer) throw new AppError(401, 'Unauthorized', 'Please sign in again.');
      if (!customer.hasEmailAccount || !customer.email) {
        throw new AppError(400, 'InvalidRequest', 'This account does not sign in with an e-mail address.');
      }
      if (customer.email === proposedEmail) {
        throw new AppError(400, 'InvalidRequest', 'Invalid request: body.proposedEmail.', [
          { field: 'body.proposedEmail', message: 'This is already your e-mail address' },
        ]);
      }
      const confirmToken = newOpaqueToken();
      const cancelToken = newOpaqueToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(emailChangeRequests)
          .set({ closedAt: now, outcome: 'replaced' })
          .where(and(eq(emailChangeRequests.customerId, customerId), isNull(emailChangeRequests.closedAt)));
        await tx.insert(emailChangeRequests).values({
          requestId: randomUUID(),
          customerId,
          proposedEmail,
          previousEmail: customer.email,
          confirmTokenHash: hashOf(confirmToken),
          cancelTokenHash: hashOf(cancelToken),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CHANGE_EMAIL_TTL_SECONDS * 1000),
        });
      });
      const link = (token: string, action: 'confirm' | 'cancel') =>
        `${appOrigin}${CHANGE_EMAIL_PAGE}/${customerId}/${token}/${action}`;
      await deps.notifier.send(changeEmailConfirmMessage({ to: proposedEmail, link: link(confirmToken, 'confirm') }));
      await deps.notifier.send(
        changeEmailCancelMessage({ to: customer.email, proposedEmail, link: link(cancelToken, 'cancel') }),
      );
      return { proposedEmail, expiresInSeconds: CHANGE_EMAIL_TTL_SECONDS };
    },

    /**
     * Spends a link: one conditional UPDATE closes the open, unexpired request the token belongs to,
     * so a link used twice (or after the other link) changes nothing the second time.
     */
    async use(customerId: string, token: string, action: 'confirm' | 'cancel') {
      const now = clock.now();
      const column = action === 'confirm' ? emailChangeRequests.confirmTokenHash : emailChangeRequests.cancelTokenHash;
      return db.transaction(async (tx) => {
        const [closed] = await tx
          .update(emailChangeRequests)
          .set({ closedAt: now, outcome: action === 'confirm' ? 'confirmed' : 'cancelled' })
          .where(
            and(
              eq(column, hashOf(token)),
              eq(emailChangeRequests.customerId, customerId),
              isNull(emailChangeRequests.closedAt),
              gt(emailChangeRequests.expiresAt, now),
            ),
          )
          .returning();
        if (!closed) throw linkInvalid();
        const [customer] = await tx
          .select()
          .from(customers)
          .where(and(eq(customers.customerId, customerId), isNull(customers.deletedAt)))
          .for('update');
        if (!customer) throw linkInvalid();
        if (action === 'cancel') {
          await deps.notifications.notify(customerId, 'warning', 'A change of your e-mail address was cancelled.', tx);
          return { outcome: 'cancelled' as const, email: customer.email ?? '' };
        }
        try {
          // The confirm link reached the new address, so it is verified.
          await tx
            .update(customers)
            .set({ email: closed.proposedEmail, emailVerified: true })
            .where(eq(customers.customerId, customerId));
        } catch (error) {
          if ((error as { code?: string }).code === '23505') {
            throw new AppError(409, 'Conflict', 'Another account uses this e-mail address. Nothing was changed.');
          }
          throw error;
        }
        await deps.notifications.notify(
          customerId,
          'success',
          `Your e-mail address is now ${closed.proposedEmail}.`,
          tx,
        );
        return { outcome: 'confirmed' as const, email: closed.proposedEmail };
      });
    },

    /** The open, unexpired request: what /account/email shows after a reload. */
    async pending(customerId: string) {
      const [open] = await db
        .select({ proposedEmail: emailChangeRequests.proposedEmail, expiresAt: emailChangeRequests.expiresAt })
        .from(emailChangeRequests)
        .where(
          and(
            eq(emailChangeRequests.customerId, customerId),
            isNull(emailChangeRequests.closedAt),
            gt(emailChangeRequests.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(emailChangeRequests.createdAt))
        .limit(1);
      return { pending: open ? { proposedEmail: open.proposedEmail, expiresAt: open.expiresAt.toISOString() } : null };
    },

    /** The owner changed their mind: closes the open request, so neither link works any more. */
    async withdraw(customerId: string) {
      await db
        .update(emailChangeRequests)
        .set({ closedAt: clock.now(), outcome: 'cancelled' })
        .where(and(eq(emailChangeRequests.customerId, customerId), isNull(emailChangeRequests.closedAt)));
    },

    /** Account deletion: pending changes hold addresses, so they go too. */
    async erase(customerId: string, tx: Pick<Db, 'delete'> = db) {
      await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.customerId, customerId));
    },
  };
}

export type ChangeEmailService = ReturnType<typeof changeEmailService>;
