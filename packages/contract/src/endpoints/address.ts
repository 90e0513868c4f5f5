// Address lookup: search by text, then get one address by the moniker of a suggestion.
import {
  addressMonikerParamsSchema,
  addressPicklistSchema,
  addressSchema,
  addressSearchQuerySchema,
} from '../address.ts';
import { endpoint } from './define.ts';

const tags = ['address'];

export const addressEndpoints = {
  addressSearch: endpoint({
    method: 'GET',
    path: '/api/v1/address/search',
    summary: 'Address suggestions for free text (street line, suburb or postcode)',
    tags,
    query: addressSearchQuerySchema,
    responses: { 200: addressPicklistSchema },
    problems: [400, 502, 503],
  }),
  address: endpoint({
    method: 'GET',
    path: '/api/v1/address/:moniker',
    summary: 'One address, with coordinates, by the moniker of a suggestion',
    tags,
    params: addressMonikerParamsSchema,
    responses: { 200: addressSchema },
    problems: [400, 404, 502, 503],
  }),
};
