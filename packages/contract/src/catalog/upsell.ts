import { z } from 'zod';
import { positiveIdSchema } from './primitives.ts';

export const upsellDesignCodeSchema = z.enum(['poster', 'product', 'ingredient', 'ingredientupsell']);
export const upsellDesignSchema = z.enum(['IngredientUpsell', 'Poster', 'ProductUpsell']);
export const upsellTriggerSchema = z.enum(['addtocart', 'adddealtocart']);
export type UpsellTrigger = z.infer<typeof upsellTriggerSchema>;

/** A suggestion shown when a required product is added to the basket. */
export const upsellSchema = z.strictObject({
  upsellId: positiveIdSchema,
  designCode: upsellDesignCodeSchema,
  design: upsellDesignSchema,
  requiredProducts: z.array(positiveIdSchema).describe('Adding any of these triggers it'),
  triggers: z.array(upsellTriggerSchema).min(1),
  products: z.array(positiveIdSchema).describe('Products offered'),
  removeProducts: z.array(positiveIdSchema).describe('Products replaced when the offer is taken'),
  popupDescription: z.string(),
  buttonText: z.string().min(1),
  images: z.array(z.string().min(1)),
  redirectLink: z.string().min(1).nullable(),
});
export type Upsell = z.infer<typeof upsellSchema>;
