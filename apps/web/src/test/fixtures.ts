import type { Configuration } from '@storefront/contract';

export const sampleConfiguration: Configuration = {
  settings: {
    WEBSITE_THEME: 'NONE',
    API_BRAZE_KEY: { key: 'local-key' },
    SESSION_RECORDING_IOS_ASSET_ID: 'ios',
    SESSION_RECORDING_ANDROID_ASSET_ID: 'android',
    DELIVERY_SLOT_LENGTH_MINUTES: 15,
    PICKUP_SLOT_LENGTH_MINUTES: 0,
    SUPPORT_PHONE: '13 11 66',
    LOGIN_PROVIDERS: ['Google', 'Apple', 'PayPal'],
  },
  uris: { ENGAGEMENT_SDK: 'http://localhost/sdk.js', SECONDARY_WEB: 'https://example.com' },
};
