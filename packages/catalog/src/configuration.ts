import type { Configuration } from '@storefront/contract';

/** What the discovery service returns for this local setup. */
export const configuration: Configuration = {
  settings: {
    WEBSITE_THEME: 'NONE',
    API_BRAZE_KEY: { key: 'local-engagement-key' },
    SESSION_RECORDING_IOS_ASSET_ID: 'local-ios-recording',
    SESSION_RECORDING_ANDROID_ASSET_ID: 'local-android-recording',
    DELIVERY_SLOT_LENGTH_MINUTES: 15,
    PICKUP_SLOT_LENGTH_MINUTES: 0,
    SUPPORT_PHONE: '13 11 66',
  },
  uris: {
    ENGAGEMENT_SDK: '/engagement/sdk.js',
    SECONDARY_WEB: 'https://www.redroofpizza.com.au',
  },
};
