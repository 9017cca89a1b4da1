import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new order id: 128 random bits as 26 lower-case base32 characters (RFC 4648, no padding). */
export function newOrderId(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += alphabet.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  return id + alphabet.charAt((value << (5 - bits)) & 31);
}

/** True for strings shaped like an order id; anything else is answered 404 without a query. */
export function isOrderId(value: string): boolean {
  return /^[a-z2-7]{26}$/.test(value);
}
