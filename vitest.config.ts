import { defineConfig } from 'vitest/config';

/** The tests that touch the order database: they run on SQLite and again on PostgreSQL. */
const databaseTests = [
  'test/server/db/**/*.test.ts',
  'test/server/orders/**/*.test.ts',
  'test/server/jobs/**/*.test.ts',
  'test/server/fulfilment/**/*.test.ts',
  'test/server/mail/**/*.test.ts',
  'test/server/admin/**/*.test.ts',
  'test/server/routes/{checkout,orders,testPayment,stripeWebhook,printfulWebhook,storageFailures,sharedDesigns}.test.ts',
];

/**
 * The tests of the limits, the preview cooldown, the mockup index and the routes they guard: in
 * memory, then in Redis.
 */
const limitTests = [
  'test/server/limits/**/*.test.ts',
  'test/server/mockup/mockupIndex.test.ts',
  'test/server/plugins/{rateLimit,inFlightLimit,trustProxy,byteBudget,shutdown,damagedUploads}.test.ts',
  'test/server/admin/{adminAuth,signInCap}.test.ts',
  'test/server/routes/{checkout,preview,convertHeic,sharedDesigns}.test.ts',
];

/** The tests of stored files and the routes and jobs that keep them: on disk, then in S3. */
const storageTests = [
  'test/server/plugins/fileStorage.test.ts',
  'test/server/jobs/fileCleanup.test.ts',
  'test/server/mockup/previewService.test.ts',
  'test/server/printful/mockups.test.ts',
  'test/server/fulfilment/printfulFulfilment.test.ts',
  'test/server/routes/{checkout,orders,preview,sharedDesigns}.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    projects: [
      {
        test: { name: 'sqlite', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: ['test/integration/**'] },
      },
      { test: { name: 'postgres', include: databaseTests, globalSetup: ['test/setup/postgresServer.ts'] } },
      { test: { name: 'redis', include: limitTests, globalSetup: ['test/setup/redisServer.ts'] } },
      { test: { name: 's3', include: storageTests, globalSetup: ['test/setup/s3Server.ts'] } },
      {
        test: {
          name: 'scaleout',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/setup/postgresServer.ts', 'test/setup/redisServer.ts', 'test/setup/s3Server.ts'],
        },
      },
    ],
  },
});
