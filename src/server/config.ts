import { z } from 'zod';
import { isPasswordHash } from './admin/passwordHash.ts';
import { proxyRule, type TrustedProxies } from './plugins/proxyTrust.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), {
    message: `${name} must be an absolute URL such as https://example.com`,
  });

/** `requests/seconds`, e.g. 10/600: at most 10 requests (or other `unit`) every 600 seconds. */
const rateRule = (name: string, fallback: string, unit = 'requests') =>
  optionalText.transform((value, ctx) => {
    const match = /^([1-9]\d{0,8})\s*\/\s*([1-9]\d{0,8})$/.exec(value ?? fallback);
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be ${unit}/seconds in whole numbers from 1, such as ${fallback}`,
      });
      return z.NEVER;
    }
    return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  });

const wholeNumber = (name: string, fallback: number, max: number) =>
  optionalText.transform((value, ctx) => {
    const number = Number(value ?? fallback);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 1 to ${max}` });
      return z.NEVER;
    }
    return number;
  });

/**
 * Which X-Forwarded-For entries to believe, as fastify's trustProxy: a hop count or the proxies'
 * addresses, so the client address is read from the right, behind our own proxies only. `true`
 * means one proxy: trusting every hop would take the left-most entry, which the client writes.
 */
function trustedProxies(value: string | undefined, ctx: z.RefinementCtx): TrustedProxies {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^[1-9]$/.test(value)) return Number(value);
  const entries = value.split(',').map((part) => part.trim());
  const wrong = entries.find((entry) => !proxyRule(entry));
  if (wrong !== undefined) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must list addresses or subnets (10.0.0.1, 10.0.0.0/8): ${wrong} is neither` });
    return z.NEVER;
  }
  return entries;
}

/**
 * Every environment variable the server reads (docs/configuration.md lists each, with its
 * default: test/docs/configuration.test.ts keeps the two in step). Validated once at start-up; a
 * wrong value stops the server with a message naming the variable.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'PORT must be a port number from 0 to 65535' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be a port number from 0 to 65535')
      .max(65535, 'PORT must be a port number from 0 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    CORS_ORIGINS: optionalText,
    COOKIE_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'COOKIE_SECRET must be at least 32 characters',
    }),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^(postgres(ql)?|sqlite):/.test(value),
      { message: 'DATABASE_URL must start with postgres://, postgresql:// or sqlite:' },
    ),
    REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\/./.test(value), {
      message: 'REDIS_URL must start with redis:// or rediss://',
    }),
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'REDIS_PREFIX must be 1-64 letters, digits, dots, dashes or underscores' })
      .default('case-collage'),
    S3_BUCKET: optionalText.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
      message: 'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots or dashes',
    }),
    S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
    S3_FORCE_PATH_STYLE: z
      .enum(['', 'true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
    AWS_REGION: optionalText,
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || /^(sk|rk)_(test|live)_/.test(value),
      { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)' },
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine(
      (value) => value === undefined || value.startsWith('whsec_'),
      { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' },
    ),
    STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
    PRINTFUL_API_KEY: optionalText,
    PRINTFUL_API_BASE: optionalUrl('PRINTFUL_API_BASE'),
    PRINTFUL_STORE_ID: optionalText,
    PRINTFUL_WEBHOOK_TOKEN: optionalText,
    CHECKOUT_LIMIT: rateRule('CHECKOUT_LIMIT', '10/600'),
    CHECKOUT_ADDRESS_LIMIT: rateRule('CHECKOUT_ADDRESS_LIMIT', '60/600'),
    ADMIN_SIGN_IN_LIMIT: rateRule('ADMIN_SIGN_IN_LIMIT', '100/3600', 'wrong passwords'),
    SHARE_STORAGE_LIMIT: rateRule('SHARE_STORAGE_LIMIT', '1024/86400', 'megabytes'),
    CHECKOUT_STORAGE_LIMIT: rateRule('CHECKOUT_STORAGE_LIMIT', '1024/86400', 'megabytes'),
    UPLOAD_CONCURRENCY: wholeNumber('UPLOAD_CONCURRENCY', 1024, 100_000),
    BODY_TIMEOUT_SECONDS: wholeNumber('BODY_TIMEOUT_SECONDS', 30, 3600),
    BODY_MIN_KB_PER_SECOND: wholeNumber('BODY_MIN_KB_PER_SECOND', 16, 100_000),
    BODY_MAX_SECONDS: wholeNumber('BODY_MAX_SECONDS', 300, 3600),
    SHUTDOWN_GRACE_SECONDS: wholeNumber('SHUTDOWN_GRACE_SECONDS', 25, 3600),
    FULFILMENT_POLL_SECONDS: wholeNumber('FULFILMENT_POLL_SECONDS', 60, 86_400),
    FULFILMENT_RETRY_SECONDS: wholeNumber('FULFILMENT_RETRY_SECONDS', 60, 3600),
    MAIL_POLL_SECONDS: wholeNumber('MAIL_POLL_SECONDS', 15, 86_400),
    ADMIN_PASSWORD_HASH: optionalText.refine((value) => value === undefined || isPasswordHash(value), {
      message: 'ADMIN_PASSWORD_HASH must be a hash made by `npm run admin:hash` (scrypt:…)',
    }),
    // Refused whenever it is set: a plain password must never sit in the environment.
    ADMIN_PASSWORD: optionalText.refine((value) => value === undefined, {
      message:
        'a plain password is not accepted; run `npm run admin:hash`, set ADMIN_PASSWORD_HASH to what it prints and remove ADMIN_PASSWORD',
    }),
    SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
      message: 'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465',
    }),
    MAIL_FROM: optionalText.refine((value) => value === undefined || /^([^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/.test(value), {
      message: 'MAIL_FROM must be an address such as "Case Collage <orders@shop.example>"',
    }),
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      message: 'METRICS_TOKEN must be at least 16 characters',
    }),
    SENTRY_DSN: optionalUrl('SENTRY_DSN'),
    CLIENT_DIR: optionalText,
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(|true|false|[1-9]|[0-9a-fA-F.:/,\s[\]]*[.:/][0-9a-fA-F.:/,\s[\]]*)$/, {
        message:
          'TRUST_PROXY must be true (one proxy), the number of proxies (1-9) or their addresses (10.0.0.1, 10.0.0.0/8)',
      })
      .optional()
      .transform(trustedProxies),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_SECRET_ACCESS_KEY'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_FORCE_PATH_STYLE)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET' });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'SMTP_URL needs MAIL_FROM, the sender of the shop’s e-mails' });
    }
    if (env.SMTP_URL && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'SMTP_URL needs PUBLIC_URL, for the order links in e-mails' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** A server's address without its user name and password, for messages. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values a start-up message never repeats (they end up in logs). */
const secretVariables = new Set([
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_HASH',
  'SMTP_URL',
  'METRICS_TOKEN',
  'COOKIE_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AWS_SECRET_ACCESS_KEY',
  'PRINTFUL_API_KEY',
  'PRINTFUL_WEBHOOK_TOKEN',
]);

/** Parses the environment; throws a ConfigError listing every wrong variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    const got = typeof source[name] === 'string' && !secretVariables.has(name) ? ` (got "${source[name]}")` : '';
    return `  ${name}: ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export function corsOrigins(env: Pick<Env, 'CORS_ORIGINS'>): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
