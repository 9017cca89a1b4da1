import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test/helpers/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * E2E against the production build served by the real server, in test mode (no keys), at a
 * phone size with touch and at a desktop size.
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The store's service worker answers the pages' GETs from its caches, out of page.route's
    // sight, and each fresh context would download the whole build into it: the specs about
    // offline use and updates (offline.spec.ts, app-update.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['iPhone 13'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node test/helpers/e2eServer.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every e2e checkout comes from one address and few visitors: the checkout limits are raised.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CHECKOUT_LIMIT: '1000/60',
      CHECKOUT_ADDRESS_LIMIT: '1000/60',
    },
  },
});
