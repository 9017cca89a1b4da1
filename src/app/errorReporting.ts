import { sentryDataCollection } from '../shared/errorReportingPrivacy.ts';
import { readAppConfig } from './appConfig.ts';

/**
 * Loads Sentry only when the server configured a DSN, so the store ships none of it otherwise.
 * Personal data is never sent by default.
 */
export function startErrorReporting(): void {
  const { sentryDsn, environment } = readAppConfig();
  if (!sentryDsn) return;
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn: sentryDsn,
      environment,
      dataCollection: { ...sentryDataCollection, httpBodies: [] },
    });
  });
}
