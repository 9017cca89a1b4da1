/** Runtime settings the server writes into index.html as <meta name="case-config">. */
export interface AppConfig {
  sentryDsn?: string;
  environment?: string;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function readAppConfig(): AppConfig {
  const raw = document.querySelector('meta[name="case-config"]')?.getAttribute('content');
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      sentryDsn: optionalString(parsed.sentryDsn),
      environment: optionalString(parsed.environment),
    };
  } catch {
    return {};
  }
}
