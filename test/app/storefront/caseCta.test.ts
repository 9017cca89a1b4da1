import { describe, expect, it } from 'vitest';
import { caseCallToAction } from '../../../src/app/storefront/caseCta.ts';

describe('caseCallToAction', () => {
  it('sends a shopper without a design to the picker', () => {
    expect(caseCallToAction({ count: 0, current: null })).toEqual({
      label: 'Create Your Case',
      path: '/caseconfiguration',
    });
  });

  it('sends a shopper whose last design has no model yet to the picker', () => {
    expect(caseCallToAction({ count: 1, current: { id: 'a', phoneModel: null, caseFinish: 'Matte' } }).path).toBe('/caseconfiguration');
  });

  it('sends a shopper with a design on a model back to the editor', () => {
    expect(caseCallToAction({ count: 2, current: { id: 'a', phoneModel: '16_pro', caseFinish: 'Matte' } })).toEqual({
      label: 'Continue Your Case',
      path: '/editor',
    });
  });
});
