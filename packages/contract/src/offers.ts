import { z } from 'zod';
import { centsSchema, slugSchema } from './catalog/primitives.ts';

// Offers and coupons content (spec document 2, section 2: /offers and /coupons; content cards'
// offers page sections "exclusive deals" and "exclusive products").

export const offerSections = ['offers', 'exclusive-deals', 'exclusive-products'] as const;

export const offerCategorySchema = z.strictObject({
  code: slugSchema,
  name: z.string().min(1),
  sortOrder: z.number().int(),
});
export type OfferCategory = z.infer<typeof offerCategorySchema>;

export const offerCardSchema = z.strictObject({
  offerId: z.number().int().positive(),
  section: z.enum(offerSections),
  categoryCode: slugSchema,
  title: z.string().min(1),
  description: z.string(),
  /** The code the card applies; null for a card that links to a product or meal instead. */
  voucherCode: z.string().nullable(),
  /** Where the card leads when it has no code: a meal or product slug. */
  productSlug: slugSchema.nullable(),
  priceCents: centsSchema.nullable(),
  imageSlug: slugSchema,
  badge: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offersContentSchema = z.strictObject({
  categories: z.array(offerCategorySchema),
  offers: z.array(offerCardSchema),
});
export type OffersContent = z.infer<typeof offersContentSchema>;
