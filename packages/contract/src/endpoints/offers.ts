// Offers content (spec document 2, section 2): the categories and cards of /offers and /coupons.
import { offersContentSchema } from '../offers.ts';
import { endpoint } from './define.ts';

export const offersEndpoints = {
  offers: endpoint({
    method: 'GET',
    path: '/api/v1/offers',
    summary: 'Offer categories and offer cards for /offers and the coupons page sections',
    tags: ['content'],
    responses: { 200: offersContentSchema },
  }),
};
