import { describe, expect, it } from 'vitest';
import type { PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { initialPlatform, modelsNewestFirst } from '../../../src/app/storefront/pickerModels.ts';

function model(key: string, platform: PhoneModel['platform']): PhoneModel {
  return {
    key,
    name: key,
    platform,
    family: platform === 'ios' ? 'iPhone' : 'Galaxy',
    body: { width: 70, height: 150, cornerRadius: 10 },
    camera: { x: 5, y: 5, width: 30, height: 30, cornerRadius: 6 },
    variants: { glossy: null, matte: null },
  };
}

const catalog = [
  model('11', 'ios'),
  model('s10', 'android'),
  model('12', 'ios'),
  model('s20', 'android'),
  model('13', 'ios'),
];

describe('modelsNewestFirst', () => {
  it('lists one platform in reverse order of definition', () => {
    expect(modelsNewestFirst(catalog, 'ios').map((m) => m.key)).toEqual(['13', '12', '11']);
    expect(modelsNewestFirst(catalog, 'android').map((m) => m.key)).toEqual(['s20', 's10']);
  });

  it('leaves the catalog in its own order', () => {
    modelsNewestFirst(catalog, 'ios');
    expect(catalog.map((m) => m.key)).toEqual(['11', 's10', '12', 's20', '13']);
  });
});

describe('initialPlatform', () => {
  it('opens the stored model’s tab, else iOS', () => {
    expect(initialPlatform(model('s20', 'android'))).toBe('android');
    expect(initialPlatform(model('13', 'ios'))).toBe('ios');
    expect(initialPlatform(undefined)).toBe('ios');
  });
});
