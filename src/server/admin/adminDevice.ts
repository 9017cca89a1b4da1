import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

const oneYearSeconds = 365 * 24 * 60 * 60;

/** The cookie a browser that has signed in gets: `__Host-` prefixed over https, like the session's. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-case_admin_device' : 'case_admin_device';
}

export interface DeviceCookie {
  name: string;
  secure: boolean;
  /** Of the current ADMIN_PASSWORD_HASH (passwordFingerprint): a new password forgets every device. */
  fingerprint: string;
}

/**
 * The id of the device this sign-in comes from when it has signed in before with the current
 * password (a signed cookie only a right password earns), else undefined. Such a device is the
 * owner's: the cap on wrong passwords from all addresses never shuts it out, so an attack on the
 * sign-in cannot lock the owner out of the desk.
 */
export function knownDevice(request: FastifyRequest, { name, fingerprint }: DeviceCookie): string | undefined {
  const raw = request.cookies[name];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  const [ofPassword, id] = unsigned?.valid ? unsigned.value.split(':') : [];
  return ofPassword === fingerprint && id && /^[0-9a-f]{32}$/.test(id) ? id : undefined;
}

/** Marks this browser as one that has signed in, for a year (its id kept when it had one). */
export function rememberDevice(reply: FastifyReply, cookie: DeviceCookie, id = randomBytes(16).toString('hex')): void {
  void reply.setCookie(cookie.name, `${cookie.fingerprint}:${id}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    path: '/',
    maxAge: oneYearSeconds,
  });
}
