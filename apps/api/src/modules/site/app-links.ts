// The files that let the native apps open the storefront's own links (deep links): Android's
// Digital Asset Links and Apple's app-site-association. Each names the app and who signed it, so
// it exists only where the deployment says who that is (ANDROID_CERT_FINGERPRINTS, APPLE_TEAM_ID).

/** The native shells' application id (apps/web/capacitor.config.ts). */
export const NATIVE_APP_ID = 'com.redroofpizza.app';

export interface AppLinkSigners {
  /** SHA-256 fingerprints of the Android signing certificates, as `AB:CD:...`. */
  androidCertFingerprints: string[];
  appleTeamId: string | undefined;
}

/** https://developer.android.com/training/app-links/verify-android-applinks: undefined when not configured. */
export function assetLinks({ androidCertFingerprints }: AppLinkSigners) {
  if (androidCertFingerprints.length === 0) return undefined;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: NATIVE_APP_ID,
        sha256_cert_fingerprints: androidCertFingerprints,
      },
    },
  ];
}

/** Universal Links: every path of the site opens in the app; undefined when not configured. */
export function appleAppSiteAssociation({ appleTeamId }: AppLinkSigners) {
  if (!appleTeamId) return undefined;
  return { applinks: { details: [{ appIDs: [`${appleTeamId}.${NATIVE_APP_ID}`], components: [{ '/': '/*' }] }] } };
}
