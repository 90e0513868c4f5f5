// The customer's signed-in devices (the account's security page): one per sign-in, that is one
// refresh-token family.
import { z } from 'zod';

export const signedInDeviceSchema = z.strictObject({
  deviceId: z.uuid().describe('The sign-in (refresh-token family)'),
  name: z
    .string()
    .nullable()
    .describe('Browser and device from the User-Agent at sign-in ("Chrome on Android"); null when unknown'),
  signedInAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).describe('When its session was last renewed'),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = z.strictObject({ devices: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

/** This device: the sign-in whose refresh cookie came with the request. */
export const currentDeviceSchema = z.strictObject({ deviceId: z.uuid() });

/** Log out every device, or every device but `keep` (this one). */
export const signOutAllDevicesQuerySchema = z.strictObject({ keep: z.uuid().optional() });

export const deviceParamsSchema = z.strictObject({ id: z.uuid(), deviceId: z.uuid() });
