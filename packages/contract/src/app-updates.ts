import { z } from 'zod';

/** A release channel ('production' is the one the app checks: spec document 0, section 7). */
export const appUpdateChannelSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a channel name like production');
/** Bundle versions are major.minor.patch. */
export const appBundleVersionSchema = z.string().regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'must be a version like 2.0.1');

export const appUpdateCheckParamsSchema = z.strictObject({ channel: appUpdateChannelSchema });
export const appUpdateCheckQuerySchema = z.strictObject({
  /** The bundle the app runs; only a newer one is offered. */
  currentVersion: appBundleVersionSchema,
});
export const appBundleParamsSchema = z.strictObject({
  channel: appUpdateChannelSchema,
  version: appBundleVersionSchema,
});

/**
 * The newest bundle of a channel, or none. `signature` is Ed25519 (base64) over
 * "{channel}\n{version}\n{checksum}"; `checksum` is the bundle's SHA-256 (hex).
 */
export const appUpdateCheckSchema = z.discriminatedUnion('available', [
  z.strictObject({ available: z.literal(false) }),
  z.strictObject({
    available: z.literal(true),
    channel: appUpdateChannelSchema,
    version: appBundleVersionSchema,
    url: z.string(),
    checksum: z.string().regex(/^[0-9a-f]{64}$/),
    signature: z.string(),
  }),
]);
export type AppUpdateCheck = z.infer<typeof appUpdateCheckSchema>;

/** The bundle's bytes (a zip of the web build), sent as application/zip. */
export const appBundleBytesSchema = z.string().describe('application/zip');
