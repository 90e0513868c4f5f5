import { z } from 'zod';
import { basketServiceTypeSchema, storeLocalDateTimeSchema } from './basket.ts';
import { categorySchema } from './catalog/category.ts';
import { centsSchema, positiveIdSchema } from './catalog/primitives.ts';
import { productSchema, productTypeSchema } from './catalog/product.ts';
import { upsellSchema, upsellTriggerSchema } from './catalog/upsell.ts';
import { textSchema } from './text.ts';

// The product service's and marketing's calls (spec document 2, section 7), with the spec's
// query names. Products come back as the contract Product plus what depends on the store and time.

const booleanQuery = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });
const categoryName = textSchema.trim().min(1).max(60);

/** How many ids one productIds/List call may ask for. */
export const MAX_PRODUCT_IDS = 100;

/** Where and when the order is fulfilled: decides per-store stock and time-window availability. */
const fulfilmentContext = {
  storeCode: textSchema.trim().min(1).max(20).optional().describe('Store code, e.g. NSW002; case-insensitive'),
  fulfilmentDateTime: storeLocalDateTimeSchema
    .optional()
    .describe('YYYY-MM-DDTHH:mm, store-local. Absent: now at the store (or not evaluated without a store)'),
  fulfilmentType: basketServiceTypeSchema
    .optional()
    .describe('Delivery or Pickup (lower case accepted); no seeded product varies by it yet'),
};

export const productListQuerySchema = z.strictObject({
  primaryCategory: categoryName.optional().describe("Category code or slug, case-insensitive: 'pizza', 'wingsstreet'"),
  secondaryCategory: categoryName
    .optional()
    .describe("A range under the primary category ('classics-range') or a taxonomy term ('dips')"),
  ...fulfilmentContext,
  includeIngredientDetails: booleanQuery
    .default(false)
    .describe('false (default): ingredients lists only what the product comes with (isDefault)'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Store and time for single-product reads; these default to the full ingredient list. */
export const productContextQuerySchema = z.strictObject({
  ...fulfilmentContext,
  includeIngredientDetails: booleanQuery.default(true),
});
export type ProductContextQuery = z.infer<typeof productContextQuerySchema>;

export const productIdParamsSchema = z.strictObject({ productId: z.coerce.number().int().positive() });
export const productSlugParamsSchema = z.strictObject({ slug: textSchema.trim().min(1).max(120) });

export const productIdsQuerySchema = productContextQuerySchema.extend({
  productIds: z
    .string()
    .regex(/^\s*\d+\s*(?:,\s*\d+\s*)*$/, 'Expected comma-separated product ids, e.g. 1001,2001')
    .transform((list) => list.split(',').map((id) => Number(id.trim())))
    .pipe(z.array(positiveIdSchema).min(1).max(MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} product ids`))
    .describe(`Comma-separated ids, at most ${MAX_PRODUCT_IDS}; unknown ids are skipped, order kept`),
});

/** A product as the menu shows it for one store and time. */
export const productViewSchema = productSchema.extend({
  isOutOfStock: z.boolean().describe('Out of stock everywhere, or at the asked store'),
  isAvailable: z
    .boolean()
    .describe('Inside its availability window at the fulfilment time; true when no time is known'),
});
export type ProductView = z.infer<typeof productViewSchema>;

/** A meal slot with its allowed products resolved, in allowedProductIds order. */
export const mealSlotViewSchema = z.strictObject({
  slotId: positiveIdSchema,
  name: z.string(),
  quantity: z.number().int().min(1),
  allowedProductIds: z.array(positiveIdSchema),
  defaultProductId: positiveIdSchema,
  products: z.array(productViewSchema),
  isSoldOut: z.boolean().describe('No allowed product is in stock and available'),
});
export type MealSlotView = z.infer<typeof mealSlotViewSchema>;

export const mealViewSchema = productViewSchema.omit({ mealSlots: true }).extend({
  mealSlots: z.array(mealSlotViewSchema),
  isSoldOut: z.boolean().describe('Some slot cannot be filled: the app shows Sold Out'),
});
export type MealView = z.infer<typeof mealViewSchema>;

export const mealShortSchema = z.strictObject({
  productId: positiveIdSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  productType: productTypeSchema,
  totalPrice: centsSchema,
  imageSlug: z.string(),
  requiresCoupon: z.boolean(),
  ignoreMinSpend: z.boolean(),
  slots: z.array(
    z.strictObject({
      slotId: positiveIdSchema,
      name: z.string(),
      quantity: z.number().int().min(1),
      defaultProductId: positiveIdSchema,
      optionCount: z.number().int().min(0).describe('How many products the slot allows'),
    }),
  ),
});
export type MealShort = z.infer<typeof mealShortSchema>;

/** A menu link: /menu/{slug} for a top category, /menu/{parent}/{slug} for a range. */
const navigationLinkSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  sortOrder: z.number().int(),
});
export const navigationEntrySchema = navigationLinkSchema.extend({
  isHomePage: z.boolean(),
  children: z.array(navigationLinkSchema),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

export const categoryListSchema = z.array(categorySchema);

export const upsellRequestSchema = z.strictObject({
  storeCode: textSchema.trim().min(1).max(20),
  fulfilmentDateTime: storeLocalDateTimeSchema.optional().describe('Absent: now at the store (ASAP)'),
  fulfilmentType: basketServiceTypeSchema.optional(),
  productId: positiveIdSchema,
  trigger: upsellTriggerSchema.describe('adddealtocart for meals and deals, addtocart otherwise'),
});
export type UpsellRequest = z.infer<typeof upsellRequestSchema>;

/** An upsell to show, with its offered products resolved and only those orderable now. */
export const upsellOfferSchema = upsellSchema.omit({ products: true }).extend({
  products: z.array(productViewSchema),
});
export type UpsellOffer = z.infer<typeof upsellOfferSchema>;
