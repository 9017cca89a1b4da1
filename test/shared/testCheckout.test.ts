import { describe, expect, it } from 'vitest';
import {
  isPromoCode,
  usStates,
  validateShippingAddress,
  validateTestCard,
} from '../../src/shared/testCheckout.ts';

const address = { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postalCode: '11201' };
const now = new Date('2026-03-15T00:00:00Z');

describe('validateShippingAddress', () => {
  it('accepts a US address and tidies its spaces and state case', () => {
    expect(validateShippingAddress({ ...address, name: '  Ada   Lovelace ', state: 'ny', line2: '' })).toEqual({
      address: { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'US' },
    });
  });

  it('accepts ZIP+4 and keeps a second line', () => {
    const result = validateShippingAddress({ ...address, postalCode: '11201-1234', line2: 'Apt 4' });
    expect(result).toMatchObject({ address: { postalCode: '11201-1234', line2: 'Apt 4' } });
  });

  it('names every wrong field', () => {
    expect(validateShippingAddress({ state: 'XX', postalCode: '1234', line2: 'x'.repeat(101) })).toEqual({
      errors: {
        name: 'Enter the full name of the recipient.',
        line1: 'Enter the street address.',
        line2: 'The second address line can be at most 100 characters.',
        city: 'Enter the city.',
        state: 'Choose a US state.',
        postalCode: 'Enter a 5-digit ZIP code (or ZIP+4, such as 10001-1234).',
      },
    });
  });

  it('refuses ZIP codes that are not 5 digits or ZIP+4', () => {
    for (const postalCode of ['1120', '112011', '11201-12', 'ABCDE', '11201 1234']) {
      expect(validateShippingAddress({ ...address, postalCode })).toHaveProperty('errors.postalCode');
    }
  });

  it('knows the 50 states and DC, and nothing from a prototype', () => {
    expect(Object.keys(usStates)).toHaveLength(51);
    expect(validateShippingAddress({ ...address, state: 'DC' })).toHaveProperty('address');
    expect(validateShippingAddress({ ...address, state: 'toString' })).toHaveProperty('errors.state');
    expect(validateShippingAddress({ ...address, state: 'PR' })).toHaveProperty('errors.state');
  });

  it('treats values that are not text as missing', () => {
    expect(validateShippingAddress({ ...address, city: 42 })).toHaveProperty('errors.city');
  });
});

describe('validateTestCard', () => {
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '04/26', cvc: '123' };

  it('accepts the test card with a date this month or later', () => {
    expect(validateTestCard(card, now)).toEqual({});
    expect(validateTestCard({ ...card, expiry: '03/26' }, now)).toEqual({});
  });

  it('refuses a number that fails the Luhn check, and the always-declined card', () => {
    expect(validateTestCard({ ...card, cardNumber: '4242 4242 4242 4241' }, now).cardNumber).toMatch(/invalid.*4242 4242 4242 4242/);
    expect(validateTestCard({ ...card, cardNumber: '1234' }, now).cardNumber).toMatch(/invalid/);
    expect(validateTestCard({ ...card, cardNumber: '4000 0000 0000 0002' }, now).cardNumber).toBe('Your card was declined.');
  });

  it('refuses an expired or malformed date and a short security code', () => {
    expect(validateTestCard({ ...card, expiry: '02/26' }, now).expiry).toBe('Your card has expired.');
    expect(validateTestCard({ ...card, expiry: '13/30' }, now).expiry).toMatch(/MM\/YY/);
    expect(validateTestCard({ ...card, expiry: '1230' }, now).expiry).toMatch(/MM\/YY/);
    expect(validateTestCard({ ...card, cvc: '12' }, now).cvc).toMatch(/3- or 4-digit/);
  });
});

describe('isPromoCode', () => {
  it('matches EARLYBIRD in any case, ignoring spaces, and nothing else', () => {
    expect(['EARLYBIRD', 'earlybird', ' Early Bird '].map(isPromoCode)).toEqual([true, true, true]);
    expect(['', 'EARLY', 'EARLYBIRD2', 'FREE'].map(isPromoCode)).toEqual([false, false, false, false]);
  });
});
