import { z } from 'zod';
import { positiveIdSchema, slugSchema } from './primitives.ts';

/** A menu category. Ranges (e.g. classics-range) are children of another category via parentCode. */
export const categorySchema = z.strictObject({
  id: positiveIdSchema,
  code: z.string().min(1).describe("Stable code, e.g. 'pizza' or 'WingsStreet'"),
  name: z.string().min(1),
  slug: slugSchema.describe('Menu path segment: /menu/{slug}'),
  isNavigation: z.boolean().describe('Shown in the menu navigation'),
  isHomePage: z.boolean().describe('Shown on the home page'),
  isHidden: z.boolean().describe('Never listed to customers (surcharges, coupons)'),
  sortOrder: z.number().int(),
  parentCode: z.string().min(1).nullable().describe("Parent category code for ranges, e.g. 'pizza'; null at top level"),
});
export type Category = z.infer<typeof categorySchema>;

/** How a product refers to a category: the category without its parent link. */
export const categoryRefSchema = categorySchema.omit({ parentCode: true });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
