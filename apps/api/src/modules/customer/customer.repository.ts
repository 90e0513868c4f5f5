import { randomUUID } from 'node:crypto';
import type { Customer, CustomerPatch, OAuthProvider } from '@storefront/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerCards, customerIdentities, customers } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';

type CustomerRow = typeof customers.$inferSelect;
type IdentityRow = typeof customerIdentities.$inferSelect;

export interface NewCustomer {
  email: string | null;
  emailVerified: boolean;
  mobileNumber: string | null;
  firstName: string;
  lastName: string;
  optinEmail: boolean;
  optinSms: boolean;
  acceptTerms: boolean;
  hasEmailAccount: boolean;
}

/** A saved card as the spec's Customer names it: its id and whether it is the default. */
export interface CardSummaryRow {
  cardId: string;
  isDefault: boolean;
}

/**
 * Rows to the contract's Customer: the API never shows a row as it is stored. `cards` are the
 * saved cards, oldest first; `savedCardId` is the default one (null without cards).
 */
export function toCustomer(row: CustomerRow, identities: IdentityRow[], cards: CardSummaryRow[] = []): Customer {
  return {
    customerId: row.customerId,
    userID: row.userId,
    email: row.email,
    emailVerified: row.emailVerified,
    mobileNumber: row.mobileNumber,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      name: `${row.firstName} ${row.lastName}`.trim(),
      optinSms: row.optinSms,
      optinEmail: row.optinEmail,
      acceptTerms: row.acceptTerms,
      attributes: [],
    },
    cards: cards.map((card) => ({ cardId: card.cardId, default: card.isDefault })),
    dispositionPreference: row.dispositionPreference ?? null,
    hasEmailAccount: row.hasEmailAccount,
    identities: identities.map((i) => ({
      provider: i.provider as OAuthProvider,
      email: i.email,
      linkedAt: i.linkedAt.toISOString(),
    })),
    savedCardId: cards.find((card) => card.isDefault)?.cardId ?? null,
    expressPayMobileNumber: null,
  };
}

export function customerRepository(db: Db, clock: Clock) {
  const live = isNull(customers.deletedAt);
  const one = async (where: ReturnType<typeof eq>) =>
    (await db.select().from(customers).where(and(where, live)).limit(1))[0] ?? null;

  return {
    byId: (customerId: string) => one(eq(customers.customerId, customerId)),
    byEmail: (email: string) => one(eq(customers.email, email.toLowerCase())),
    byMobile: (mobileNumber: string) => one(eq(customers.mobileNumber, mobileNumber)),

    async view(customerId: string): Promise<Customer | null> {
      const row = await one(eq(customers.customerId, customerId));
      if (!row) return null;
      const identities = await db
        .select()
        .from(customerIdentities)
        .where(eq(customerIdentities.customerId, customerId));
      const cards = await db
        .select({ cardId: customerCards.cardId, isDefault: customerCards.isDefault })
        .from(customerCards)
        .where(eq(customerCards.customerId, customerId))
        .orderBy(asc(customerCards.createdAt), asc(customerCards.cardId));
      return toCustomer(row, identities, cards);
    },

    /** Creates the account; null when the e-mail or mobile already belongs to a live account. */
    async create(input: NewCustomer, tx: Db = db): Promise<CustomerRow | null> {
      const [row] = await tx
        .insert(customers)
        .values({ ...input, customerId: randomUUID(), userId: randomUUID(), createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async update(customerId: string, patch: CustomerPatch): Promise<'updated' | 'not-found' | 'mobile-taken'> {
      const values: Partial<CustomerRow> = {};
      if (patch.mobileNumber !== undefined) values.mobileNumber = patch.mobileNumber;
      if (patch.profile?.firstName !== undefined) values.firstName = patch.profile.firstName;
      if (patch.profile?.lastName !== undefined) values.lastName = patch.profile.lastName;
      if (patch.profile?.optinEmail !== undefined) values.optinEmail = patch.profile.optinEmail;
      if (patch.profile?.optinSms !== undefined) values.optinSms = patch.profile.optinSms;
      if (patch.dispositionPreference !== undefined) values.dispositionPreference = patch.dispositionPreference;
      if (Object.keys(values).length === 0) return (await this.byId(customerId)) ? 'updated' : 'not-found';
      try {
        const rows = await db
          .update(customers)
          .set(values)
          .where(and(eq(customers.customerId, customerId), live))
          .returning({ id: customers.customerId });
        return rows.length ? 'updated' : 'not-found';
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return 'mobile-taken';
        throw error;
      }
    },

    async markEmailVerified(customerId: string, email: string): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ emailVerified: true })
        .where(and(eq(customers.customerId, customerId), eq(customers.email, email), live))
        .returning({ id: customers.customerId });
      return rows.length > 0;
    },

    /** Deletion keeps the row for the orders that name it, without the person's details. */
    async softDelete(customerId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(customers)
          .set({
            deletedAt: clock.now(),
            email: null,
            mobileNumber: null,
            firstName: '',
            lastName: '',
            dispositionPreference: null,
          })
          .where(and(eq(customers.customerId, customerId), live))
          .returning({ id: customers.customerId });
        await tx.delete(customerIdentities).where(eq(customerIdentities.customerId, customerId));
        return rows.length > 0;
      });
    },

    async identity(provider: OAuthProvider, subject: string) {
      const [row] = await db
        .select()
        .from(customerIdentities)
        .where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, subject)));
      return row ?? null;
    },

    async linkIdentity(
      tx: Db,
      link: { provider: OAuthProvider; subject: string; customerId: string; email: string | null },
    ): Promise<boolean> {
      const rows = await tx
        .insert(customerIdentities)
        .values({ ...link, linkedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: customerIdentities.customerId });
      return rows.length > 0;
    },
  };
}

export type CustomerRepository = ReturnType<typeof customerRepository>;
