// Store service (spec document 1, section 7): stores by code, name, postcode, place and point.
import { z } from 'zod';
import {
  geolocationQuerySchema,
  scheduleByPostcodeQuerySchema,
  scheduleLocateQuerySchema,
  storeByNameQuerySchema,
  storeCodeParamsSchema,
  storeContactSchema,
  storeForAddressSchema,
  storeListQuerySchema,
  storeScheduleSchema,
  validateGeolocationQuerySchema,
  validateGeolocationResponseSchema,
} from '../store-service.ts';
import { storeSchema } from '../catalog/store.ts';
import { endpoint } from './define.ts';

const tags = ['store'];
const problems = [400, 404] as const;

export const storeEndpoints = {
  storeContact: endpoint({
    method: 'GET',
    path: '/api/v1/store/contact/:code',
    summary: 'Contact details of a store',
    tags,
    params: storeCodeParamsSchema,
    responses: { 200: storeContactSchema },
    problems,
  }),
  storeByName: endpoint({
    method: 'GET',
    path: '/api/v1/store/name',
    summary: 'A store by its name or page slug',
    tags,
    query: storeByNameQuerySchema,
    responses: { 200: storeSchema },
    problems,
  }),
  storesInPostcode: endpoint({
    method: 'GET',
    path: '/api/v1/store/schedule/postcode',
    summary: 'Stores in or delivering to a postcode, with their trading days',
    tags,
    query: scheduleByPostcodeQuerySchema,
    responses: { 200: z.array(storeScheduleSchema) },
    problems,
  }),
  storesNearPlace: endpoint({
    method: 'GET',
    path: '/api/v1/store/schedule/locate',
    summary: 'Stores near a searched place, nearest first, with their trading days',
    tags,
    query: scheduleLocateQuerySchema,
    responses: { 200: z.array(storeScheduleSchema) },
    problems,
  }),
  storesNearPoint: endpoint({
    method: 'GET',
    path: '/api/v1/store/geolocation',
    summary: 'Stores serving a point: pickup within Radius km, delivery by zone',
    tags,
    query: geolocationQuerySchema,
    responses: { 200: z.array(storeForAddressSchema) },
    problems,
  }),
  storeList: endpoint({
    method: 'GET',
    path: '/api/v1/store',
    summary: 'Every store',
    tags,
    query: storeListQuerySchema,
    responses: { 200: z.array(storeSchema) },
    problems,
  }),
  store: endpoint({
    method: 'GET',
    path: '/api/v1/store/:code',
    summary: 'One store',
    tags,
    params: storeCodeParamsSchema,
    responses: { 200: storeSchema },
    problems,
  }),
  storeValidateGeolocation: endpoint({
    method: 'GET',
    path: '/api/v1/store/:code/validate/geolocation',
    summary: 'Stores able to serve an address at a time; 406 when none',
    description: "Use code '0' for a new session. OrderDueAt is store-local YYYY-MM-DDTHH:mm.",
    tags,
    params: storeCodeParamsSchema,
    query: validateGeolocationQuerySchema,
    responses: { 200: validateGeolocationResponseSchema },
    problems: [400, 404, 406],
  }),
};
