// Menu prices (decision 200): head office changes what a product costs, per size, from the
// marketing console. The seeded menu stays as it is; the newest change per product and size wins.
import { z } from 'zod';
import { centsSchema, positiveIdSchema } from './catalog/primitives.ts';

/** Highest price the console accepts for one product or size: $999.95. */
export const MAX_MENU_PRICE_CENTS = 99_995;

const menuPriceCentsSchema = centsSchema
  .max(MAX_MENU_PRICE_CENTS, `A price can be at most $${(MAX_MENU_PRICE_CENTS / 100).toFixed(2)}.`)
  .refine((cents) => cents % 5 === 0, 'Prices are in 5 cent steps (there are no 1 or 2 cent coins).');

export const menuPriceSizeSchema = z.strictObject({
  sizeId: positiveIdSchema,
  name: z.string().min(1),
  priceCents: centsSchema,
});

export const menuPriceEntrySchema = z.strictObject({
  productId: positiveIdSchema,
  name: z.string().min(1),
  /** The product's main category, as the menu groups it. */
  category: z.string().min(1),
  /** A product without sizes has one price; a sized product has one per size. */
  priceCents: centsSchema.nullable(),
  sizes: z.array(menuPriceSizeSchema),
  lastChange: z.strictObject({ changedBy: z.string(), changedAt: z.iso.datetime({ offset: true }) }).nullable(),
});
export type MenuPriceEntry = z.infer<typeof menuPriceEntrySchema>;

/**
 * 409 PriceJumpNotConfirmed: a price of $0.00, or more than 3 times or under a third of the current
 * one (`menuPriceJump` in packages/domain), is saved only with `confirmPriceJump: true`.
 */
export const MENU_PRICE_JUMP_NOT_CONFIRMED = 'PriceJumpNotConfirmed';

/**
 * A product without sizes gets `priceCents`; a sized product gets `sizes`, all or some of them.
 * `confirmPriceJump` says the marketer confirmed a price jump; without it a jump is refused.
 */
export const menuPriceChangeSchema = z
  .strictObject({
    priceCents: menuPriceCentsSchema.optional(),
    sizes: z
      .array(z.strictObject({ sizeId: positiveIdSchema, priceCents: menuPriceCentsSchema }))
      .min(1)
      .refine((sizes) => new Set(sizes.map((s) => s.sizeId)).size === sizes.length, 'Each size can be priced once.')
      .optional(),
    confirmPriceJump: z
      .boolean()
      .optional()
      .describe(
        'True once the marketer confirmed a price of $0.00, or more than 3 times or under a third of the current one',
      ),
  })
  .refine((change) => (change.priceCents === undefined) !== (change.sizes === undefined), {
    message: 'Send either priceCents (a product without sizes) or sizes.',
    path: ['priceCents'],
  })
  .meta({ examples: [{ sizes: [{ sizeId: 2, priceCents: 1995 }] }] });
export type MenuPriceChange = z.infer<typeof menuPriceChangeSchema>;
