import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { manifestIcons } from './src/shared/appIcons.ts';
import { brandName, palette } from './src/shared/brand.ts';
import { offlineCacheRules, serverOnlyPaths, workboxUrlPattern } from './src/shared/offlineCaches.ts';

const daySeconds = 24 * 60 * 60;

/**
 * The store as an installable app that works offline (issue 35, DESIGN §14): Workbox precaches
 * the hashed build (the owner's desk left out) and answers every page path with the precached
 * page; fonts, templates, the catalog and the store's pictures are kept as they are first asked
 * for (src/shared/offlineCaches.ts). A new version waits until the shopper takes it (the page's
 * "Reload"), so no page is ever swapped under a gesture.
 */
const pwa: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the page itself, after it has loaded (src/app/offline/registerServiceWorker.ts).
  injectRegister: false,
  manifest: {
    id: '/',
    name: brandName,
    short_name: brandName,
    description: 'Design your own phone case as a collage of your photos, on the train or on a plane.',
    start_url: '/editor',
    scope: '/',
    display: 'standalone',
    theme_color: palette.slate,
    background_color: palette.blush,
    icons: manifestIcons.map(({ file, size, purpose }) => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  },
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Fonts are kept when first used (offlineCaches.ts); the templates likewise, the media are
    // not needed offline, the emoji are kept as they are shown (1,888 files), and no shopper's
    // phone needs the owner's desk.
    globIgnores: ['assets/*.woff2', 'phone_templates/**', 'media/**', 'art/**', 'assets/AdminApp-*'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: serverOnlyPaths,
    // A first visit's page is taken in charge at once, so what it loads next is kept too.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: offlineCacheRules.map(({ cacheName, path, strategy, maxEntries, maxAgeDays }) => ({
      urlPattern: workboxUrlPattern({ path }),
      handler: strategy,
      options: {
        cacheName,
        expiration: { maxEntries, maxAgeSeconds: maxAgeDays * daySeconds },
        cacheableResponse: { statuses: [200] },
      },
    })),
  },
};

export default defineConfig({
  plugins: [react(), VitePWA(pwa)],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What the entry imports statically (the landing page and the app's frame) is one file:
        // split into the small modules it shares with later pages, it took 15 requests, each a
        // round trip on a phone's network before the landing page could paint.
        codeSplitting: { groups: [{ name: 'landing', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // The API and the stored files (mockups, print files) come from the Fastify server.
    proxy: Object.fromEntries(
      ['/api', '/files'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
