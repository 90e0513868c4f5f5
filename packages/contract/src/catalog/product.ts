import { ALLERGEN_NAMES, PRODUCT_TYPES } from '@storefront/domain';
import { z } from 'zod';
import { categoryRefSchema } from './category.ts';
import {
  centsSchema,
  clockTimeSchema,
  dayOfWeekSchema,
  isClockTimeBefore,
  positiveIdSchema,
  slugSchema,
} from './primitives.ts';

/** The spec's product types; the list itself lives in packages/domain (PRODUCT_TYPES). */
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** The kind of product, which decides how it is ordered (the specification's discriminator). */
export const productKinds = [
  'Coupon',
  'CustomisableProduct',
  'Deal',
  'IngredientProduct',
  'StockItem',
  'Surcharge',
] as const;
export const productKindSchema = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKindSchema>;

export const ingredientCategoryCodes = ['Topping', 'Size', 'Sauce', 'Base'] as const;
export const ingredientCategoryCodeSchema = z.enum(ingredientCategoryCodes);
export type IngredientCategoryCode = z.infer<typeof ingredientCategoryCodeSchema>;

/** The allergens Australian food labelling (FSANZ PEAL) requires to be declared (the list is the domain's). */
export const allergenNames = ALLERGEN_NAMES;
export const allergenSchema = z.enum(allergenNames);
export type Allergen = z.infer<typeof allergenSchema>;

export const productIngredientSchema = z.strictObject({
  productId: positiveIdSchema,
  name: z.string().min(1),
  ingredientCategoryCode: ingredientCategoryCodeSchema,
  isDefault: z.boolean().describe('Part of the product as it comes'),
  priceCents: centsSchema.describe('Extra price for adding one portion'),
  maxQuantity: z.number().int().min(1),
  portionPriceCents: z
    .strictObject({ light: centsSchema, normal: centsSchema, extra: centsSchema })
    .optional()
    .describe('Toppings: what a light, normal or extra portion adds over a normal one (decision 182)'),
});
export type ProductIngredient = z.infer<typeof productIngredientSchema>;

export const productBaseSchema = z.strictObject({
  productId: positiveIdSchema,
  name: z.string().min(1),
  compatibleWith: z.array(positiveIdSchema).describe('sizeIds this base can be made in'),
});
export type ProductBase = z.infer<typeof productBaseSchema>;

export const productSizeSchema = z.strictObject({
  sizeId: positiveIdSchema,
  name: z.string().min(1),
  priceCents: centsSchema,
  energyKj: z.number().int().min(0),
  bases: z.array(positiveIdSchema).describe('Base productIds allowed in this size'),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productTagTypes = ['dietary', 'promo', 'spice'] as const;
export const productTagSchema = z.strictObject({
  name: z.string().min(1),
  tagType: z.enum(productTagTypes),
});
export type ProductTag = z.infer<typeof productTagSchema>;

export const paymentTypeSchema = z.enum(['Standard', 'Exclusive']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const customisationTypeSchema = z.enum(['Topping', 'Sauce', 'Base']);
export const customisationLimitSchema = z
  .strictObject({
    type: customisationTypeSchema,
    min: z.number().int().min(0),
    max: z.number().int().min(0),
  })
  .refine((limit) => limit.min <= limit.max, { message: 'min must not exceed max', path: ['max'] });
export type CustomisationLimit = z.infer<typeof customisationLimitSchema>;

/** One choice to make in a meal or deal, e.g. "2 Large Pizzas". */
export const mealSlotSchema = z
  .strictObject({
    slotId: positiveIdSchema,
    name: z.string().min(1),
    quantity: z.number().int().min(1),
    allowedProductIds: z.array(positiveIdSchema).min(1),
    defaultProductId: positiveIdSchema,
  })
  .refine((slot) => slot.allowedProductIds.includes(slot.defaultProductId), {
    message: 'defaultProductId must be one of allowedProductIds',
    path: ['defaultProductId'],
  });
export type MealSlot = z.infer<typeof mealSlotSchema>;

/** When a product can be ordered, in the store's local time; the window does not cross midnight. */
export const productAvailabilitySchema = z
  .strictObject({
    daysOfWeek: z.array(dayOfWeekSchema).min(1),
    fromTime: clockTimeSchema,
    toTime: clockTimeSchema,
  })
  .refine((window) => isClockTimeBefore(window.fromTime, window.toTime), {
    message: 'fromTime must be before toTime',
    path: ['toTime'],
  });
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

export const productSchema = z.strictObject({
  productId: positiveIdSchema,
  slug: slugSchema,
  name: z.string().min(1),
  description: z.string(),
  productType: productTypeSchema,
  discriminator: productKindSchema,
  taxonomy: z.array(z.string().min(1)).describe("Category path, e.g. ['pizza', 'classics-range']"),
  totalPrice: centsSchema.describe('The "from" price: the cheapest way to order it'),
  ingredients: z.array(productIngredientSchema),
  bases: z.array(productBaseSchema),
  sizes: z.array(productSizeSchema),
  energyKj: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Energy of the item as sold, kJ, for products without sizes (sized ones carry it per size)'),
  categories: z.array(categoryRefSchema),
  tags: z.array(productTagSchema),
  allergens: z.array(allergenSchema),
  allergensKnown: z
    .boolean()
    .optional()
    .describe('Every ingredient has allergen data; false or absent: it may contain any allergen (decision 178)'),
  isOutOfStock: z.boolean().describe('Out of stock everywhere'),
  sortOrder: z.number().int(),
  paymentType: paymentTypeSchema,
  alcoholUnits: z.number().min(0).describe('Australian standard drinks; 0 unless Alcohol'),
  isFreePromoDrink: z.boolean(),
  imageSlug: slugSchema,
  customisation: z.array(customisationLimitSchema),
  mealSlots: z.array(mealSlotSchema).optional().describe('Choices for meals, deals, coupons and half-and-half'),
  requiresCoupon: z.boolean().describe('Only orderable with a valid coupon'),
  ignoreMinSpend: z.boolean().describe('Does not count towards, nor need, the minimum order value'),
  availability: productAvailabilitySchema.nullable().describe('null: whenever the store trades'),
  outOfStockStoreCodes: z.array(z.string().min(1)).describe('Stores where it is out of stock'),
});
export type Product = z.infer<typeof productSchema>;
