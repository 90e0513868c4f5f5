// The local update server (a stand-in for a live-update service such as Capgo or Appflow): the
// newest bundle of a channel, signed, and the bundle's bytes. Mounted under /api/v1.
import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeyObject } from 'node:crypto';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { BundleDirectory } from './bundle-directory.ts';
import { bundleChecksum, signBundle } from './bundle-signing.ts';

export const updateServerRoutes: FastifyPluginAsyncZod<{ bundles: BundleDirectory; key: KeyObject }> = async (
  app,
  { bundles, key },
) => {
  serveEndpoint(app, endpoints.appUpdateCheck, async (request, reply) => {
    const { channel } = request.params;
    reply.header('cache-control', 'no-store');
    const version = await bundles.newest(channel, request.query.currentVersion);
    const bytes = version ? await bundles.read(channel, version) : null;
    if (!version || !bytes) return { available: false as const };
    const checksum = bundleChecksum(bytes);
    return {
      available: true as const,
      channel,
      version,
      url: `${request.protocol}://${request.host}/api/v1/app-updates/${channel}/bundles/${version}`,
      checksum,
      signature: signBundle(key, channel, version, checksum),
    };
  });

  serveEndpoint(app, endpoints.appUpdateBundle, async (request, reply) => {
    const { channel, version } = request.params;
    const bytes = await bundles.read(channel, version);
    if (!bytes) throw new AppError(404, 'NotFound', 'There is no such bundle on this channel.');
    // A Buffer is sent as it is, not through the JSON serializer.
    return reply.type('application/zip').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
