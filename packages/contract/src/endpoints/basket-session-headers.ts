// The headers of calls on a basket: its session id (every basket call but create), and the
// Idempotency-Key of the calls that place an order or start a provider payment.
import { z } from 'zod';
import { BASKET_SESSION_HEADER, IDEMPOTENCY_HEADER } from '../headers.ts';
import { textSchema } from '../text.ts';

const basketSession = textSchema.min(1).max(100).optional();

export const basketSessionHeadersSchema = z.object({ [BASKET_SESSION_HEADER]: basketSession });

export const idempotentBasketHeadersSchema = z.object({
  [BASKET_SESSION_HEADER]: basketSession,
  [IDEMPOTENCY_HEADER]: textSchema
    .min(8)
    .max(200)
    .describe('Unique per attempt; a retry with the same key gets the first answer'),
});
