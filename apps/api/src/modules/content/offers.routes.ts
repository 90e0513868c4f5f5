import { offerCardSchema, offerCategorySchema, offersContentSchema, type OffersContent } from '@storefront/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contentEntries } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';

/** Offer categories and cards, read from the content store once a minute. */
export function offersContent(db: Db) {
  const cache = cachedValue(60_000, async (): Promise<OffersContent> => {
    const of = (kind: string) =>
      db
        .select({ data: contentEntries.data })
        .from(contentEntries)
        .where(eq(contentEntries.kind, kind))
        .orderBy(asc(contentEntries.sortOrder));
    const categories = (await of('offer-category')).map((row) => offerCategorySchema.parse(row.data));
    const offers = (await of('offer')).map((row) => offerCardSchema.parse(row.data));
    return { categories, offers };
  });
  return () => cache.get();
}

export const offersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const content = offersContent(db);
  app.get(
    '/offers',
    {
      schema: {
        tags: ['content'],
        summary: 'Offer categories and offer cards for /offers and the coupons page sections',
        response: { 200: offersContentSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return content();
    },
  );
};
