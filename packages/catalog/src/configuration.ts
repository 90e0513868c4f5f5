import type { Configuration } from '@storefront/contract';
import { SUPPORT_PHONE } from '@storefront/domain';

/** What the discovery service returns for this local setup. */
export const configuration: Configuration = {
  settings: {
    WEBSITE_THEME: 'NONE',
    API_BRAZE_KEY: { key: 'local-engagement-key' },
    /** The content service's public (read-only) key, sent as `token` on every content read. */
    API_CONTENT_KEY: { key: 'local-content-public-key' },
    SESSION_RECORDING_IOS_ASSET_ID: 'local-ios-recording',
    SESSION_RECORDING_ANDROID_ASSET_ID: 'local-android-recording',
    DELIVERY_SLOT_LENGTH_MINUTES: 15,
    PICKUP_SLOT_LENGTH_MINUTES: 0,
    SUPPORT_PHONE,
    /** Sign-in providers of this environment (the local identity provider stands in for all three). */
    LOGIN_PROVIDERS: ['Google', 'Apple', 'PayPal'],
  },
  uris: {
    ENGAGEMENT_SDK: '/engagement/sdk.js',
    SECONDARY_WEB: 'https://www.redroofpizza.com.au',
  },
};
