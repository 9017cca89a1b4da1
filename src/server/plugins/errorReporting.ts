import type { Env } from '../config.ts';
import { sentryDataCollection } from '../../shared/errorReportingPrivacy.ts';

export type ErrorReporter = (error: unknown) => void;

/**
 * Sentry for the server when SENTRY_DSN is set (loaded only then); never personal data by
 * default. Returns how to report an unexpected error, or undefined when reporting is off.
 */
export async function startErrorReporting(env: Env): Promise<ErrorReporter | undefined> {
  if (!env.SENTRY_DSN) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.NODE_ENV,
    dataCollection: { ...sentryDataCollection, httpBodies: [] },
  });
  return (error) => Sentry.captureException(error);
}
