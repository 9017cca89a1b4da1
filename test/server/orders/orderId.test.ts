import { describe, expect, it } from 'vitest';
import { isOrderId, newOrderId } from '../../../src/server/orders/orderId.ts';

describe('order ids', () => {
  it('are 26 base32 characters, all different', () => {
    const ids = Array.from({ length: 2000 }, newOrderId);
    expect(ids.every(isOrderId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use the whole alphabet (128 random bits, not a counter)', () => {
    const seen = new Set(Array.from({ length: 200 }, newOrderId).join(''));
    expect(seen.size).toBe(32);
  });

  it('refuse anything else', () => {
    for (const value of ['', 'a'.repeat(25), 'a'.repeat(27), 'A'.repeat(26), '0'.repeat(26), `${'a'.repeat(25)}/`]) {
      expect(isOrderId(value)).toBe(false);
    }
  });
});
