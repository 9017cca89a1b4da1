import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config.ts';

/**
 * COOKIE_SECRET when set; otherwise a random secret kept in DATA_DIR, so visitor cookies stay
 * valid across restarts of a store that was started with no configuration.
 */
export async function cookieSecret(env: Env): Promise<string> {
  if (env.COOKIE_SECRET) return env.COOKIE_SECRET;
  const file = join(env.DATA_DIR, 'cookie-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
