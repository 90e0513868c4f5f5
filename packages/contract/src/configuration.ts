import { z } from 'zod';

/** Settings map of the discovery service. Keys are the specification's; more may follow. */
export const settingsSchema = z
  .object({
    WEBSITE_THEME: z.string().describe("Theme name; 'NONE' means no theme"),
    API_BRAZE_KEY: z.strictObject({ key: z.string() }),
    SESSION_RECORDING_IOS_ASSET_ID: z.string(),
    SESSION_RECORDING_ANDROID_ASSET_ID: z.string(),
    DELIVERY_SLOT_LENGTH_MINUTES: z.number().int().min(0),
    PICKUP_SLOT_LENGTH_MINUTES: z.number().int().min(0),
  })
  .catchall(z.unknown());
export type Settings = z.infer<typeof settingsSchema>;

export const urisSchema = z
  .object({
    ENGAGEMENT_SDK: z.string().describe('Address of the customer-engagement SDK'),
    SECONDARY_WEB: z.string().describe('Secondary web address'),
  })
  .catchall(z.string());
export type Uris = z.infer<typeof urisSchema>;

export const configurationSchema = z.strictObject({
  settings: settingsSchema,
  uris: urisSchema,
});
export type Configuration = z.infer<typeof configurationSchema>;

/** A theme value meaning "no theme". */
export const NO_THEME = 'NONE';
export const hasTheme = (settings: Pick<Settings, 'WEBSITE_THEME'>): boolean =>
  settings.WEBSITE_THEME.trim() !== '' && settings.WEBSITE_THEME !== NO_THEME;
