import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest: what a phone shows when The Paint Forge is installed to the home screen. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'The Paint Forge',
  short_name: 'Paint Forge',
  description: 'Manage your miniature paint collection, wishlist and painted miniatures, online or off.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1c1917',
  background_color: '#1c1917',
  categories: ['productivity', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
