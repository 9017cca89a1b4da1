import { defineConfig } from 'vitest/config';

/** The tests that touch the order database: they run on SQLite and again on PostgreSQL. */
const databaseTests = [
  'test/server/db/**/*.test.ts',
  'test/server/orders/**/*.test.ts',
  'test/server/jobs/**/*.test.ts',
  'test/server/fulfilment/**/*.test.ts',
  'test/server/routes/{checkout,orders,testPayment,stripeWebhook,printfulWebhook,storageFailures}.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    projects: [
      { test: { name: 'sqlite', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] } },
      { test: { name: 'postgres', include: databaseTests, globalSetup: ['test/setup/postgresServer.ts'] } },
    ],
  },
});
