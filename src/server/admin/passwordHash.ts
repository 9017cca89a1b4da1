import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The owner's password as `scrypt:<N>:<r>:<p>:<salt>:<key>` (salt and key in base64url): no `$`,
 * so the hash can be pasted into a shell or an .env file without quotes. N = 2^15, r = 8 takes
 * 32 MB and about 0.1 s per check here; sign-in attempts are limited, so that is cheap enough.
 */
const defaults = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;
const hashPattern = /^scrypt:(\d{1,8}):(\d{1,3}):(\d{1,3}):([\w-]{16,}):([\w-]{43})$/;

/** The shortest password `npm run admin:hash` accepts. */
export const minPasswordLength = 12;

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(hash: string): ParsedHash | undefined {
  const match = hashPattern.exec(hash);
  if (!match) return undefined;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  // N must be a power of two above 1 (scrypt's rule); the bounds keep a check under a second.
  if (N < 2 ** 14 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return {
    options: { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
    salt: Buffer.from(match[4] ?? '', 'base64url'),
    key: Buffer.from(match[5] ?? '', 'base64url'),
  };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** True for a string `hashPassword` could have made (checked at start-up). */
export function isPasswordHash(hash: string): boolean {
  return parseHash(hash) !== undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...defaults, maxmem: 256 * defaults.N * defaults.r + 1024 * 1024 });
  const { N, r, p } = defaults;
  return `scrypt:${N}:${r}:${p}:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

/** Whether `password` matches `hash`, compared in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
