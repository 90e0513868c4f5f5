// The customer's signed-in devices: one per sign-in (a refresh-token family), on the account's
// security page. Needs the customer's bearer token; another customer's id is 403.
import { z } from 'zod';
import { customerIdParamsSchema } from '../customer-account.ts';
import {
  currentDeviceSchema,
  deviceParamsSchema,
  signedInDevicesSchema,
  signOutAllDevicesQuerySchema,
} from '../signed-in-devices.ts';
import { endpoint } from './define.ts';

const tags = ['customer'];

export const deviceEndpoints = {
  currentDevice: endpoint({
    method: 'GET',
    path: '/api/v1/customer/token/device',
    summary: 'Which signed-in device this is (from the refresh cookie, sent only under /customer/token)',
    description: 'Needs the bearer token too; a cookie of another customer, or none, is 404.',
    tags,
    responses: { 200: currentDeviceSchema },
    problems: [401, 404],
  }),
  signedInDevices: endpoint({
    method: 'GET',
    path: '/api/v1/customer/:id/devices',
    summary: "The customer's signed-in devices, most recently used first",
    tags,
    params: customerIdParamsSchema,
    responses: { 200: signedInDevicesSchema },
    problems: [400, 401, 403],
  }),
  signOutDevice: endpoint({
    method: 'DELETE',
    path: '/api/v1/customer/:id/devices/:deviceId',
    summary: 'Sign one device out (its refresh tokens stop working)',
    tags,
    params: deviceParamsSchema,
    responses: { 204: z.null() },
    problems: [400, 401, 403, 404],
  }),
  signOutAllDevices: endpoint({
    method: 'DELETE',
    path: '/api/v1/customer/:id/devices',
    summary: 'Sign every device out, or every device but the one kept (this one)',
    tags,
    params: customerIdParamsSchema,
    query: signOutAllDevicesQuerySchema,
    responses: { 204: z.null() },
    problems: [400, 401, 403],
  }),
};
