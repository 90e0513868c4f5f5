import { endpoints, REFRESH_TOKEN_COOKIE } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccessTokens } from '../customer/access-tokens.ts';
import { bearerCustomer } from '../customer/customer-auth-http.ts';
import type { AccountOwner } from './account-owner.ts';
import type { SignedInDevices } from './signed-in-devices.ts';

// The cookie plugin is registered for the token routes only; this one route reads the header itself.
const refreshCookieOf = (header: string | undefined) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === REFRESH_TOKEN_COOKIE)?.[1];

/** GET /customer/{id}/devices; DELETE one device or all of them (the security page). */
export const signedInDevicesRoutes: FastifyPluginAsyncZod<{
  owner: AccountOwner;
  devices: SignedInDevices;
  accessTokens: AccessTokens;
}> = async (app, { owner, devices, accessTokens }) => {
  serveEndpoint(app, endpoints.currentDevice, async (request, reply) => {
    const claims = await bearerCustomer(request, accessTokens);
    reply.header('cache-control', 'no-store');
    return devices.current(claims.customerId, refreshCookieOf(request.headers.cookie));
  });

  serveEndpoint(app, endpoints.signedInDevices, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return devices.list(claims.customerId);
  });

  serveEndpoint(app, endpoints.signOutDevice, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    await devices.signOut(claims.customerId, request.params.deviceId);
    return reply.code(204).send();
  });

  serveEndpoint(app, endpoints.signOutAllDevices, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    await devices.signOutAll(claims.customerId, request.query.keep);
    return reply.code(204).send();
  });
};
