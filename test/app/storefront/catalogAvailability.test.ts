import { describe, expect, it } from 'vitest';
import { templatePathsOf, unavailableModelKeys } from '../../../src/app/storefront/catalogAvailability.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { buildTestApp } from '../../helpers/testApp.ts';

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

describe('templatePathsOf', () => {
  it('reads the template of every model of the server’s real catalog answer', async () => {
    const test = await buildTestApp();
    try {
      const answer: unknown = (await test.app.inject({ url: '/api/catalog' })).json();
      expect(templatePathsOf(answer)).toEqual(phoneModels.map((model) => `/phone_templates/${model.key}.svg`));
    } finally {
      await test.close();
    }
  });

  it('reads nothing from a malformed answer, nor a template that is no path', () => {
    for (const body of [null, 'x', {}, { models: 'x' }, { models: [null, { template: 3 }, { template: 'https://elsewhere.example/t.svg' }] }]) {
      expect(templatePathsOf(body)).toEqual([]);
    }
  });
});
