// The installable app's web manifest (written to manifest.webmanifest at build time).
import type { ManifestOptions } from 'vite-plugin-pwa';

export const BRAND_RED = '#b3121f';
export const BRAND_CREAM = '#fdf6ec';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Red Roof Pizza',
  short_name: 'Red Roof',
  description: 'Order pizza, meals and sides online from Red Roof Pizza for delivery or pickup across Australia.',
  lang: 'en-AU',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND_RED,
  background_color: BRAND_CREAM,
  categories: ['food', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Menu',
      short_name: 'Menu',
      url: '/menu/pizza',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Track order',
      short_name: 'Track',
      url: '/track-order',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
