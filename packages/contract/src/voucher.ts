import { z } from 'zod';
import {
  calendarDateSchema,
  centsSchema,
  clockTimeSchema,
  dayOfWeekSchema,
  positiveIdSchema,
  slugSchema,
} from './catalog/primitives.ts';
import { textSchema } from './text.ts';

// Vouchers, offers and coupons (spec document 2, sections 3, 5, 7 and 8).

export const voucherKinds = ['PercentOff', 'AmountOff', 'FreeItem', 'Deal', 'ExclusiveItem'] as const;

/** Codes are typed by people: letters, digits and hyphens, compared without case. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

export const voucherSchema = z
  .strictObject({
    voucherId: positiveIdSchema,
    code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
    name: z.string().min(1),
    description: z.string(),
    kind: z.enum(voucherKinds),
    percentOff: z.number().int().min(1).max(100).nullable(),
    amountOffCents: centsSchema.nullable(),
    /** FreeItem and ExclusiveItem: the product added; Deal: the meal the builder opens. */
    productId: positiveIdSchema.nullable(),
    dealSlug: slugSchema.nullable(),
    fulfilmentTypes: z
      .array(z.enum(['Delivery', 'Pickup']))
      .min(1)
      .nullable()
      .describe('null = both'),
    storeCodes: z.array(z.string()).min(1).nullable().describe('null = every store'),
    validFrom: calendarDateSchema,
    validTo: calendarDateSchema.describe('Last day it can be used, inclusive'),
    daysOfWeek: z.array(dayOfWeekSchema).min(1).nullable(),
    fromTime: clockTimeSchema.nullable(),
    toTime: clockTimeSchema.nullable(),
    minimumSpendCents: centsSchema.nullable(),
    singleUsePerCustomer: z.boolean(),
    maxRedemptions: z.number().int().min(1).nullable(),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message });
    need(v.kind !== 'PercentOff' || v.percentOff !== null, 'percentOff', 'PercentOff needs percentOff');
    need(v.kind !== 'AmountOff' || v.amountOffCents !== null, 'amountOffCents', 'AmountOff needs amountOffCents');
    need(
      !['FreeItem', 'ExclusiveItem', 'Deal'].includes(v.kind) || v.productId !== null,
      'productId',
      'Needs productId',
    );
    need(v.kind !== 'Deal' || v.dealSlug !== null, 'dealSlug', 'Deal needs dealSlug');
    need((v.fromTime === null) === (v.toTime === null), 'toTime', 'Give both times or neither');
  });
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherCodeParamsSchema = z.strictObject({
  basketId: z.uuid(),
  code: textSchema.max(200).describe('As typed; checked against VOUCHER_CODE_PATTERN'),
});

export const removeCartVoucherParamsSchema = z.strictObject({
  basketId: z.uuid(),
  voucherCode: textSchema.min(1).max(200),
});

/** What applying a code did: a discount or item is in the basket, or a deal builder must open. */
export const applyVoucherResultSchema = z.strictObject({
  action: z.enum(['Applied', 'OpenDeal']),
  voucherCode: z.string(),
  dealSlug: slugSchema.nullable(),
});

/** A cart-level voucher as the basket shows it. */
export const appliedVoucherSchema = z.strictObject({
  voucherCode: z.string(),
  voucherId: z.number().int(),
  name: z.string(),
  kind: z.enum(voucherKinds),
  discount: centsSchema,
});
export type AppliedVoucher = z.infer<typeof appliedVoucherSchema>;
