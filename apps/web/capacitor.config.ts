import type { CapacitorConfig } from '@capacitor/cli';

// The native shells (android/, ios/) around the same web build the browser gets (docs/native-app.md).
// The web assets are bundled into the app; API calls go to the storefront's own origin, which the
// app serves as (server.hostname), so links to that host are the app's own (deep links).
const config: CapacitorConfig = {
  appId: 'com.redroofpizza.app',
  appName: 'Red Roof Pizza',
  // dist without the server's files (build/native-web.ts), written by `npm run cap:sync`.
  webDir: 'dist-native',
  server: {
    hostname: 'shop.redroofpizza.example',
    androidScheme: 'https',
    iosScheme: 'https',
  },
  android: {
    // No cleartext traffic: every call is https.
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'automatic',
  },
  plugins: {
    // Over-the-air updates run only when the app asks (on pause, from our update server:
    // lib/platform/live-update.ts), never on the plugin's own schedule.
    LiveUpdate: { autoUpdateStrategy: 'none' },
  },
};

export default config;
