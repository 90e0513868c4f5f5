// Out of stock after ordering (beyond the spec; docs/out-of-stock.md): a line of a received order the
// store cannot make, the customer's answer and what it did to the order's money.
import { OUT_OF_STOCK_CHOICES } from '@storefront/domain';
import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';
import { textSchema } from './text.ts';

export const outOfStockChoiceSchema = z.enum(OUT_OF_STOCK_CHOICES);
export type OutOfStockChoice = z.infer<typeof outOfStockChoiceSchema>;

export const stockQuestionSchema = z.strictObject({
  questionId: z.uuid(),
  lineId: z.string().describe('The basket item of the order that is unavailable'),
  lineName: z.string(),
  quantity: z.number().int(),
  lineTotal: centsSchema,
  replacement: z
    .strictObject({
      productId: z.number().int(),
      name: z.string(),
      sizeName: z.string().nullable(),
      total: centsSchema.describe('The replacement for the same quantity'),
    })
    .nullable()
    .describe('Same category, same or lower price, made at this store; null: nothing fits, swap is not offered'),
  /** What each answer gives back to the payment (0 for cash) and the order total after it. */
  outcomes: z
    .strictObject({
      swap: z.strictObject({ refund: centsSchema, basketTotal: centsSchema }).nullable(),
      drop: z.strictObject({ refund: centsSchema, basketTotal: centsSchema }),
      cancel: z.strictObject({ refund: centsSchema, basketTotal: centsSchema }),
    })
    .nullable()
    .describe('While open; null once settled'),
  defaultChoice: z.enum(['drop', 'cancel']).describe('What applies when the customer does not answer in time'),
  deadlineAt: z.iso.datetime({ offset: true }),
  choice: outOfStockChoiceSchema.nullable().describe('null while the question is open'),
  chosenBy: z
    .enum(['customer', 'store-default', 'store'])
    .nullable()
    .describe("'store': staff cancelled the order while the question was open"),
  chosenAt: z.iso.datetime({ offset: true }).nullable(),
  refunded: centsSchema.nullable().describe('What went back to the card or provider, once settled'),
});
export type StockQuestion = z.infer<typeof stockQuestionSchema>;

export const stockLineParamsSchema = z.strictObject({ orderId: z.uuid(), lineId: textSchema.min(1).max(100) });
export const stockQuestionParamsSchema = z.strictObject({ orderId: z.uuid(), questionId: z.uuid() });
export const stockChoiceBodySchema = z.strictObject({ choice: outOfStockChoiceSchema });
