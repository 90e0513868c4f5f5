import type { OffersContent } from '@storefront/contract';
import { cachedValue } from '../../platform/cache.ts';
import type { OffersRepository } from './offers.repository.ts';

/** How long offers are kept before the content store is read again (they change by publishing). */
export const OFFERS_CACHE_MS = 60_000;

/** Offer categories and cards for /offers and the coupons page, read once a minute. */
export function offersService(repository: OffersRepository) {
  const cache = cachedValue(OFFERS_CACHE_MS, async (): Promise<OffersContent> => ({
    categories: await repository.categories(),
    offers: await repository.cards(),
  }));
  return {
    content: (): Promise<OffersContent> => cache.get(),
  };
}

export type OffersService = ReturnType<typeof offersService>;
