import { describe, expect, it } from 'vitest';
import { ConfigError, corsOrigins, loadEnv } from '../../src/server/config.ts';

describe('loadEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', TRUST_PROXY: false });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(corsOrigins(env)).toEqual([]);
  });

  it('names every wrong variable and the value it got', () => {
    const attempt = () => loadEnv({ PORT: 'abc', PUBLIC_URL: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: PORT must be a port number from 0 to 65535 \(got "abc"\)/);
    expect(attempt).toThrow(/PUBLIC_URL: PUBLIC_URL must be an absolute URL/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
  });

  it('trusts forwarded addresses only when told which proxy to trust', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be true \(one proxy\), the number of proxies/);
    expect(loadEnv({ TRUST_PROXY: '[fd00::1]:443, 10.0.0.2:80, fd00::/8' }).TRUST_PROXY).toEqual(['[fd00::1]:443', '10.0.0.2:80', 'fd00::/8']);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must list addresses or subnets \(10\.0\.0\.1, 10\.0\.0\.0\/8\): 10\.0\.0\.0\/33 is neither/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.300' })).toThrow(/10\.0\.0\.300 is neither/);
  });

  it('reads ADMIN_SIGN_IN_LIMIT as wrong passwords from all addresses per seconds, 100/3600 by default', () => {
    expect(loadEnv({}).ADMIN_SIGN_IN_LIMIT).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(loadEnv({ ADMIN_SIGN_IN_LIMIT: '30/600' }).ADMIN_SIGN_IN_LIMIT).toEqual({ limit: 30, windowSeconds: 600 });
    expect(() => loadEnv({ ADMIN_SIGN_IN_LIMIT: 'lots' })).toThrow(/ADMIN_SIGN_IN_LIMIT must be wrong passwords\/seconds/);
  });

  it('reads CHECKOUT_LIMIT as checkouts per seconds, 10/600 by default', () => {
    expect(loadEnv({}).CHECKOUT_LIMIT).toEqual({ limit: 10, windowSeconds: 600 });
    expect(loadEnv({ CHECKOUT_LIMIT: ' 100000 / 1 ' }).CHECKOUT_LIMIT).toEqual({ limit: 100000, windowSeconds: 1 });
    for (const wrong of ['10', '0/600', '10/0', '-1/60', '1.5/60', 'ten/600']) {
      expect(() => loadEnv({ CHECKOUT_LIMIT: wrong })).toThrow(
        `CHECKOUT_LIMIT: CHECKOUT_LIMIT must be requests/seconds in whole numbers from 1, such as 10/600 (got "${wrong}")`,
      );
    }
  });

  it('reads the per-address checkout limit, wide enough for a household by default, and the upload guards', () => {
    expect(loadEnv({}).CHECKOUT_ADDRESS_LIMIT).toEqual({ limit: 60, windowSeconds: 600 });
    expect(loadEnv({}).UPLOAD_CONCURRENCY).toBe(1024);
    expect(loadEnv({}).BODY_TIMEOUT_SECONDS).toBe(30);
    expect(loadEnv({}).BODY_MIN_KB_PER_SECOND).toBe(16);
    expect(loadEnv({}).BODY_MAX_SECONDS).toBe(300);
    expect(loadEnv({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(() => loadEnv({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow('SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 3600');
    expect(() => loadEnv({ BODY_MAX_SECONDS: '0' })).toThrow('BODY_MAX_SECONDS must be a whole number from 1 to 3600');
    expect(() => loadEnv({ CHECKOUT_ADDRESS_LIMIT: '5' })).toThrow(/CHECKOUT_ADDRESS_LIMIT must be requests\/seconds/);
    expect(() => loadEnv({ UPLOAD_CONCURRENCY: '0' })).toThrow('UPLOAD_CONCURRENCY must be a whole number from 1 to 100000');
    expect(() => loadEnv({ BODY_TIMEOUT_SECONDS: '2.5' })).toThrow('BODY_TIMEOUT_SECONDS must be a whole number from 1 to 3600');
  });

  it('reads CHECKOUT_STORAGE_LIMIT as megabytes per seconds, 1 GB a day by default', () => {
    expect(loadEnv({}).CHECKOUT_STORAGE_LIMIT).toEqual({ limit: 1024, windowSeconds: 86400 });
    expect(loadEnv({ CHECKOUT_STORAGE_LIMIT: '20/60' }).CHECKOUT_STORAGE_LIMIT).toEqual({ limit: 20, windowSeconds: 60 });
    expect(() => loadEnv({ CHECKOUT_STORAGE_LIMIT: 'lots' })).toThrow('CHECKOUT_STORAGE_LIMIT must be megabytes/seconds');
  });

  it('reads SHARE_STORAGE_LIMIT as megabytes per seconds, 1 GB a day by default', () => {
    expect(loadEnv({}).SHARE_STORAGE_LIMIT).toEqual({ limit: 1024, windowSeconds: 86400 });
    expect(loadEnv({ SHARE_STORAGE_LIMIT: '50/3600' }).SHARE_STORAGE_LIMIT).toEqual({ limit: 50, windowSeconds: 3600 });
    expect(() => loadEnv({ SHARE_STORAGE_LIMIT: '1GB' })).toThrow(
      'SHARE_STORAGE_LIMIT must be megabytes/seconds in whole numbers from 1, such as 1024/86400',
    );
  });

  it('splits the allowed CORS origins', () => {
    expect(corsOrigins(loadEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }))).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('refuses a plain ADMIN_PASSWORD, without repeating it, and takes only a hash made by admin:hash', () => {
    const attempt = () => loadEnv({ ADMIN_PASSWORD: 'hunter2 is my password' });
    expect(attempt).toThrow(
      /ADMIN_PASSWORD: a plain password is not accepted; run `npm run admin:hash`, set ADMIN_PASSWORD_HASH to what it prints and remove ADMIN_PASSWORD/,
    );
    expect(attempt).not.toThrow(/hunter2/);
    const key = 'k'.repeat(43);
    const salt = 's'.repeat(22);
    expect(loadEnv({ ADMIN_PASSWORD_HASH: `scrypt:32768:8:1:${salt}:${key}` }).ADMIN_PASSWORD_HASH).toBe(`scrypt:32768:8:1:${salt}:${key}`);
    for (const wrong of ['hunter2', `scrypt:1000:8:1:${salt}:${key}`, `scrypt:32768:8:1:${salt}:short`, `$2b$10$${key}`]) {
      const load = () => loadEnv({ ADMIN_PASSWORD_HASH: wrong });
      expect(load).toThrow('ADMIN_PASSWORD_HASH: ADMIN_PASSWORD_HASH must be a hash made by `npm run admin:hash` (scrypt:…)');
      expect(load).not.toThrow(wrong);
    }
  });

  it('needs MAIL_FROM and PUBLIC_URL with SMTP_URL, and never repeats the SMTP password', () => {
    const env = loadEnv({ SMTP_URL: 'smtp://shop:secret@mail.example:587', MAIL_FROM: 'Case Collage <orders@shop.example>', PUBLIC_URL: 'https://shop.example' });
    expect(env.SMTP_URL).toBe('smtp://shop:secret@mail.example:587');
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM: SMTP_URL needs MAIL_FROM/);
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'orders@shop.example' })).toThrow(/PUBLIC_URL: SMTP_URL needs PUBLIC_URL/);
    const wrongUrl = () => loadEnv({ SMTP_URL: 'http://shop:secret@mail.example' });
    expect(wrongUrl).toThrow(/SMTP_URL must be smtp:\/\/user:password@host:587/);
    expect(wrongUrl).not.toThrow(/secret/);
    expect(() => loadEnv({ MAIL_FROM: 'orders at shop' })).toThrow(/MAIL_FROM must be an address/);
  });

  it('takes a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadEnv({ METRICS_TOKEN: '0123456789abcdef' }).METRICS_TOKEN).toBe('0123456789abcdef');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters$/m);
  });
});
