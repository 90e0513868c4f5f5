import { TOPPING_PORTIONS } from '@storefront/domain';
import { z } from 'zod';
import { centsSchema, positiveIdSchema } from './catalog/primitives.ts';
import { paymentTypeSchema, productTypeSchema } from './catalog/product.ts';
import { textSchema } from './text.ts';

// What the customer chose for a basket line. Prices never come from the client: the server
// prices every choice from the catalogue (spec document 2, sections 3 and 7).

/** Most of one item anybody orders at once; more is a typo, not an order. */
export const MAX_ITEM_QUANTITY = 99;
const quantitySchema = z.number().int().min(1).max(MAX_ITEM_QUANTITY);

export const toppingPortionSchema = z.enum(TOPPING_PORTIONS);

export const toppingChoiceSchema = z.strictObject({
  productId: positiveIdSchema,
  /** Light, normal or extra (decision 182); absent: normal, or what an older `quantity` says. */
  portion: toppingPortionSchema.optional(),
  /** Older baskets: 1 = a normal portion, 2 = extra. `portion` wins when both are given. */
  quantity: z.number().int().min(1).max(3).optional(),
});
export type ToppingChoice = z.infer<typeof toppingChoiceSchema>;

/** One half of a half-and-half pizza: a pizza from the ranges, optionally customised. */
export const halfChoiceSchema = z.strictObject({
  productId: positiveIdSchema,
  sauceId: positiveIdSchema.nullable().optional(),
  toppings: z.array(toppingChoiceSchema).max(40).optional(),
});
export type HalfChoice = z.infer<typeof halfChoiceSchema>;

/** A product with its options. Omitted options mean "as it comes". */
export const itemChoiceSchema = z.strictObject({
  productId: positiveIdSchema,
  quantity: quantitySchema,
  sizeId: positiveIdSchema.optional(),
  baseId: positiveIdSchema.optional(),
  /** null = no sauce. */
  sauceId: positiveIdSchema.nullable().optional(),
  /** The complete topping list when given: defaults left out are removed. */
  toppings: z.array(toppingChoiceSchema).max(40).optional(),
  halves: z.array(halfChoiceSchema).length(2).optional(),
});
export type ItemChoice = z.infer<typeof itemChoiceSchema>;

export const basketItemIdParamsSchema = z.strictObject({ basketId: z.uuid(), basketItemId: z.uuid() });
export const groupedBasketItemIdParamsSchema = z.strictObject({ basketId: z.uuid(), groupedBasketItemId: z.uuid() });

export const bulkQuantitySchema = z
  .array(z.strictObject({ basketItemId: z.uuid(), quantity: z.number().int().min(0).max(MAX_ITEM_QUANTITY) }))
  .min(1)
  .max(100)
  .describe('Quantity 0 removes the line');

/** Ingredient upsells: add parts (a topping, or a base that replaces the current one), remove others. */
export const swapSchema = z.strictObject({
  addBasketItemParts: z
    .array(z.strictObject({ productId: positiveIdSchema, quantity: z.number().int().min(1).max(3) }))
    .max(20),
  removeProductIds: z.array(positiveIdSchema).max(20),
  /** When the line has several units, change one of them only (split it off). */
  updateSingle: z.boolean().default(false),
});
export type SwapRequest = z.infer<typeof swapSchema>;

/** A meal or deal: each slot filled with exactly its quantity of allowed products. */
export const mealChoiceSchema = z.strictObject({
  productId: positiveIdSchema,
  /** A deal voucher's code: deals that require a coupon are only built with one. */
  voucherCode: textSchema.max(200).optional(),
  quantity: quantitySchema,
  slots: z
    .array(z.strictObject({ slotId: positiveIdSchema, items: z.array(itemChoiceSchema).min(1).max(20) }))
    .min(1)
    .max(20),
});
export type MealChoice = z.infer<typeof mealChoiceSchema>;

export const basketItemPartSchema = z.strictObject({
  productId: z.number().int(),
  quantity: z.number().int(),
  size: z.number().int().nullable(),
  sizeName: z.string().nullable(),
  name: z.string(),
  category: z.enum(['Size', 'Base', 'Sauce', 'Topping', 'Half']),
  totalPrice: centsSchema.describe('What this part adds to one unit'),
  isDefault: z.boolean().describe('On the product as it comes (standard base, sauce, toppings)'),
  portion: toppingPortionSchema
    .optional()
    .describe("A topping's portion; its quantity is the ingredient-equivalents it uses (extra = 2)"),
});
export type BasketItemPart = z.infer<typeof basketItemPartSchema>;

export const basketItemSurchargeSchema = z.strictObject({
  productId: z.number().int(),
  name: z.string(),
  price: centsSchema,
});

export interface BasketItemView {
  basketItemId: string;
  productId: number;
  slug: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  productType: z.infer<typeof productTypeSchema>;
  paymentType: z.infer<typeof paymentTypeSchema>;
  alcoholUnits: number;
  isFreePromoDrink: boolean;
  isCustomisable: boolean;
  name: string;
  voucherCode: string | null;
  basketItemParts: BasketItemPart[];
  removedParts: BasketItemPart[];
  surcharge: z.infer<typeof basketItemSurchargeSchema> | null;
  basketItems: BasketItemView[];
  choice: ItemChoice;
  groupMember?: string;
}

/** A basket line as every basket answer carries it; `choice` lets the app reopen the builder. */
export const basketItemSchema: z.ZodType<BasketItemView> = z.lazy(() =>
  z.strictObject({
    basketItemId: z.string(),
    productId: z.number().int(),
    slug: z.string(),
    quantity: z.number().int(),
    unitPrice: centsSchema,
    totalPrice: centsSchema,
    productType: productTypeSchema,
    paymentType: paymentTypeSchema,
    alcoholUnits: z.number(),
    isFreePromoDrink: z.boolean(),
    isCustomisable: z.boolean(),
    name: z.string(),
    voucherCode: z.string().nullable(),
    basketItemParts: z.array(basketItemPartSchema),
    removedParts: z
      .array(basketItemPartSchema)
      .describe('The standard sauce and toppings taken off (quantity 0), so a line reads "No Bacon"'),
    surcharge: basketItemSurchargeSchema.nullable(),
    basketItems: z.array(basketItemSchema).describe('The halves of a half-and-half'),
    choice: itemChoiceSchema,
    groupMember: z.string().optional().describe('In a group order: the name of the person whose line it is'),
  }),
);

/** The meal or deal product a grouped line fulfils (spec document 2, section 3: a deal line has one). */
export const fulfilledProductSchema = z.strictObject({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  productType: productTypeSchema,
});
export type FulfilledProduct = z.infer<typeof fulfilledProductSchema>;

export const groupedBasketItemSchema = z.strictObject({
  groupedBasketItemId: z.string(),
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: centsSchema,
  totalPrice: centsSchema,
  savings: centsSchema.describe('Against buying the items on their own, for the whole line'),
  paymentType: paymentTypeSchema,
  basketItems: z.array(basketItemSchema),
  isVoucher: z.boolean(),
  voucherCode: z.string().nullable(),
  voucherId: z.number().int().nullable(),
  ignoreMinSpend: z.boolean(),
  ableToSwap: z.boolean(),
  slots: z.array(z.strictObject({ slotId: z.number().int(), name: z.string(), basketItemIds: z.array(z.string()) })),
  fulfilledProduct: fulfilledProductSchema,
});
export type GroupedBasketItemView = z.infer<typeof groupedBasketItemSchema>;
