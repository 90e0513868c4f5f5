// Marketing service: the upsells offered once something is added to the basket.
import { z } from 'zod';
import { upsellOfferSchema, upsellRequestSchema } from '../product-service.ts';
import { endpoint } from './define.ts';

export const marketingEndpoints = {
  upsells: endpoint({
    method: 'POST',
    path: '/api/v1/marketing/upsells',
    summary: 'Upsells to show after a product or deal is added to the basket',
    description:
      'A malformed body is 400. Any other failure (unknown store, catalogue unavailable) answers an ' +
      'empty list and is logged, as the spec asks: an upsell popup must never block adding to the cart.',
    tags: ['marketing'],
    body: upsellRequestSchema,
    responses: { 200: z.array(upsellOfferSchema) },
    problems: [400],
  }),
};
