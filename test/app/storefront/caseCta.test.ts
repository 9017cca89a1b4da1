import { describe, expect, it } from 'vitest';
import { caseCallToAction } from '../../../src/app/storefront/caseCta.ts';

describe('caseCallToAction', () => {
  it('sends a shopper without a model to the picker', () => {
    expect(caseCallToAction(null)).toEqual({
      label: 'Create Your Case',
      path: '/caseconfiguration',
    });
  });

  it('sends a shopper with a stored model back to the editor', () => {
    expect(caseCallToAction('16_pro')).toEqual({ label: 'Continue Your Case', path: '/editor' });
  });
});
