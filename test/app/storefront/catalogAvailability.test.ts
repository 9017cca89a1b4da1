import { describe, expect, it } from 'vitest';
import { unavailableModelKeys } from '../../../src/app/storefront/catalogAvailability.ts';

describe('unavailableModelKeys', () => {
  it('collects the models the server marks unavailable', () => {
    const body = {
      price: 38.99,
      models: [
        { key: '17', available: true },
        { key: 'gp9', available: false },
        { key: 's25', available: false },
        { key: 'x' },
      ],
    };
    expect([...unavailableModelKeys(body)]).toEqual(['gp9', 's25']);
  });

  it('treats a malformed answer as nothing unavailable', () => {
    for (const body of [null, 'oops', { models: 'none' }, { models: [null, 3, { available: false }] }]) {
      expect(unavailableModelKeys(body).size).toBe(0);
    }
  });
});
