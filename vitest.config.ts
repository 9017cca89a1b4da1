import { defineConfig } from 'vitest/config';

/** The tests that touch the order database: they run on SQLite and again on PostgreSQL. */
const databaseTests = [
  'test/server/db/**/*.test.ts',
  'test/server/orders/**/*.test.ts',
  'test/server/jobs/**/*.test.ts',
  'test/server/fulfilment/**/*.test.ts',
  'test/server/routes/{checkout,orders,testPayment,stripeWebhook,printfulWebhook,storageFailures,sharedDesigns}.test.ts',
];

/**
 * The tests of the limits, the preview cooldown, the mockup index and the routes they guard: in
 * memory, then in Redis.
 */
const limitTests = [
  'test/server/limits/**/*.test.ts',
  'test/server/mockup/mockupIndex.test.ts',
  'test/server/plugins/{rateLimit,inFlightLimit,trustProxy}.test.ts',
  'test/server/routes/{checkout,preview,convertHeic,sharedDesigns}.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    projects: [
      { test: { name: 'sqlite', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] } },
      { test: { name: 'postgres', include: databaseTests, globalSetup: ['test/setup/postgresServer.ts'] } },
      { test: { name: 'redis', include: limitTests, globalSetup: ['test/setup/redisServer.ts'] } },
    ],
  },
});
