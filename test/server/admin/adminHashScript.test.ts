import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/admin/passwordHash.ts';
import { loadEnv } from '../../../src/server/config.ts';

const script = resolve(import.meta.dirname, '../../../scripts/admin-hash.ts');
const run = (input: string) => spawnSync(process.execPath, [script], { input, encoding: 'utf8' });

describe('npm run admin:hash', () => {
  it('prints a scrypt hash of the password it reads, which signs in and which the config takes', async () => {
    const result = run('a long owner password\n');
    expect(result.status).toBe(0);
    const hash = result.stdout.trim();
    expect(hash).toMatch(/^scrypt:32768:8:1:[\w-]{22}:[\w-]{43}$/);
    expect(result.stdout).not.toContain('a long owner password');
    expect(await verifyPassword('a long owner password', hash)).toBe(true);
    expect(await verifyPassword('a long owner passworD', hash)).toBe(false);
    expect(loadEnv({ ADMIN_PASSWORD_HASH: hash }).ADMIN_PASSWORD_HASH).toBe(hash);
    // A new salt every time.
    expect(run('a long owner password\n').stdout.trim()).not.toBe(hash);
  });

  it('refuses a short password and prints no hash', () => {
    const result = run('short\n');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Choose a password of at least 12 characters.');
  });
});
