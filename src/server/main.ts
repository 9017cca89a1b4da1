import { validateCatalog } from '../shared/catalog/catalogSchema.ts';
import catalogFile from '../shared/catalog/phones.json' with { type: 'json' };
import { buildApp } from './app.ts';
import { ConfigError, loadEnv } from './config.ts';
import { shutDown } from './plugins/shutdown.ts';

/**
 * Starts the store: validates the configuration and the owner's catalog file, listens, and
 * shuts down gracefully on SIGTERM or SIGINT, within SHUTDOWN_GRACE_SECONDS.
 */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
    validateCatalog(catalogFile);
  } catch (error) {
    // A wrong variable (ConfigError) or catalog entry: say which, and do not start.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let app;
  try {
    app = await buildApp({ env });
  } catch (error) {
    // A server named by a variable is unreachable (ConfigError): say which, and do not start.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const close = async (signal: string) => {
    app.log.info(`${signal} received, finishing in-flight requests`);
    const outcome = await shutDown(app, env.SHUTDOWN_GRACE_SECONDS * 1000);
    if (outcome === 'forced') app.log.warn('SHUTDOWN_GRACE_SECONDS passed: places and claims given back, exiting');
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  // A bug, never an outage (those are answered): logged as JSON with the rest, then the process
  // ends as Node would end it, for the supervisor to start a clean one.
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.once(event, (error: unknown) => {
      app.log.fatal({ err: error }, event);
      process.exit(1);
    });
  }
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  const mode = [
    app.env.STRIPE_SECRET_KEY ? 'Stripe payments' : 'test payments',
    app.env.PRINTFUL_API_KEY ? 'Printful' : 'local mockups and fulfilment',
  ].join(', ');
  app.log.info(`Case Collage is open at http://localhost:${env.PORT} (${mode})`);
}

await main();
