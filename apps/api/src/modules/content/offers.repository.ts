import { offerCardSchema, offerCategorySchema, type OfferCard, type OfferCategory } from '@storefront/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries } from '../../db/schema/index.ts';

/** Offer categories and cards as the content store holds them, each in its sort order. */
export function offersRepository(db: Db) {
  const entriesOf = (kind: 'offer-category' | 'offer') =>
    db
      .select({ data: contentEntries.data })
      .from(contentEntries)
      .where(eq(contentEntries.kind, kind))
      .orderBy(asc(contentEntries.sortOrder));

  return {
    async categories(): Promise<OfferCategory[]> {
      return (await entriesOf('offer-category')).map((row) => offerCategorySchema.parse(row.data));
    },
    async cards(): Promise<OfferCard[]> {
      return (await entriesOf('offer')).map((row) => offerCardSchema.parse(row.data));
    },
  };
}

export type OffersRepository = ReturnType<typeof offersRepository>;
