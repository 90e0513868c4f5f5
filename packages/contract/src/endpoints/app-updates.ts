// Over-the-air updates of the native app's web bundle (spec document 0, sections 4 and 7): which
// bundle is newest on a channel, signed, and the bundle itself. Served by the local update server
// (apps/api/src/local/update-server); the native live-update plugin calls them, not callApi.
import {
  appBundleBytesSchema,
  appBundleParamsSchema,
  appUpdateCheckParamsSchema,
  appUpdateCheckQuerySchema,
  appUpdateCheckSchema,
} from '../app-updates.ts';
import { endpoint } from './define.ts';

const tags = ['app-updates'];

export const appUpdateEndpoints = {
  appUpdateCheck: endpoint({
    method: 'GET',
    path: '/api/v1/app-updates/:channel/latest',
    summary: "The channel's newest bundle past the app's current version, with its signature, or none",
    tags,
    params: appUpdateCheckParamsSchema,
    query: appUpdateCheckQuerySchema,
    responses: { 200: appUpdateCheckSchema },
    problems: [400],
  }),
  appUpdateBundle: endpoint({
    method: 'GET',
    path: '/api/v1/app-updates/:channel/bundles/:version',
    summary: 'One bundle of a channel (application/zip)',
    description: 'The app checks its SHA-256 against the signed checksum before extracting it.',
    tags,
    params: appBundleParamsSchema,
    responses: { 200: appBundleBytesSchema },
    problems: [400, 404],
  }),
};
