import { describe, expect, it } from 'vitest';
import {
  finishes,
  findModel,
  hasProviderVariants,
  phoneModels,
  resolveVariant,
  templatePath,
  testVariantPrefix,
  variantIdFor,
  type Platform,
} from '../../../src/shared/catalog/catalog.ts';

// The keys exactly as SPEC §3 lists them, in its order.
const specIosKeys = [
  '8', '8_plus', 'x', 'xr', 'xs', 'xs_max', '11', '11_pro', '11_pro_max', '12', '12_mini',
  '12_pro', '12_pro_max', '13', '13_mini', '13_pro', '13_pro_max', '14', '14_plus', '14_pro',
  '14_pro_max', '15', '15_plus', '15_pro', '15_pro_max', '16', '16_plus', '16_pro', '16_pro_max',
  'air', '17', '17_pro', '17_pro_max',
];
const specPixelKeys = ['gp6', 'gp6_pro', 'gp7', 'gp8', 'gp8_pro', 'gp9', 'gp9_pro', 'gp9_pro_xl'];
const specGalaxyKeys = [
  's10', 's10_e', 's10_plus', 's20', 's20_fe', 's20_plus', 's20_ultra', 's21', 's21_fe',
  's21_plus', 's21_ultra', 's22', 's22_plus', 's22_ultra', 's23', 's23_plus', 's23_ultra', 's24',
  's24_plus', 's24_ultra', 's25', 's25_plus', 's25_ultra',
];

// Printful's Snap Case for iPhone ids as DESIGN.md §8 lists them: [glossy, matte].
const designVariantIds: Record<string, [number, number]> = {
  '14': [16910, 16911],
  '14_pro': [16912, 16913],
  '14_plus': [16914, 16915],
  '14_pro_max': [16916, 16917],
  '15': [17722, 17723],
  '15_plus': [17724, 17725],
  '15_pro': [17726, 17727],
  '15_pro_max': [17728, 17729],
  '16': [20294, 20298],
  '16_plus': [20295, 20299],
  '16_pro': [20296, 20300],
  '16_pro_max': [20297, 20301],
  '17': [34009, 34010],
  air: [34011, 34012],
  '17_pro': [34013, 34014],
  '17_pro_max': [34015, 34016],
};

const keysOf = (models: readonly { key: string }[]) => models.map((model) => model.key);

describe('phone catalog', () => {
  it("holds exactly SPEC §3's 64 keys in the SPEC's order", () => {
    expect(keysOf(phoneModels)).toEqual([...specIosKeys, ...specPixelKeys, ...specGalaxyKeys]);
  });

  it('files every model under the right platform and family', () => {
    const byFamily = (family: string) => keysOf(phoneModels.filter((m) => m.family === family));
    expect(byFamily('iPhone')).toEqual(specIosKeys);
    expect(byFamily('Pixel')).toEqual(specPixelKeys);
    expect(byFamily('Galaxy')).toEqual(specGalaxyKeys);
    expect(keysOf(phoneModels.filter((m) => m.platform === 'ios'))).toEqual(specIosKeys);
  });

  it('uses the makers\' display names', () => {
    const names = Object.fromEntries(phoneModels.map((model) => [model.key, model.name]));
    expect(names).toMatchObject({
      '8': 'iPhone 8',
      xs_max: 'iPhone XS Max',
      '13_mini': 'iPhone 13 mini',
      air: 'iPhone Air',
      '17_pro_max': 'iPhone 17 Pro Max',
      gp9_pro_xl: 'Pixel 9 Pro XL',
      s10_e: 'Galaxy S10e',
      s20_fe: 'Galaxy S20 FE',
      s24_plus: 'Galaxy S24+',
      s25_ultra: 'Galaxy S25 Ultra',
    });
    expect(new Set(Object.values(names)).size).toBe(phoneModels.length);
  });

  it('lists each platform newest first in the picker, the reverse of definition', () => {
    const pickerKeys = (platform: Platform) =>
      keysOf(phoneModels.filter((model) => model.platform === platform).reverse());
    expect(pickerKeys('ios')).toEqual([...specIosKeys].reverse());
    expect(pickerKeys('ios')[0]).toBe('17_pro_max');
    expect(pickerKeys('android')).toEqual([...specPixelKeys, ...specGalaxyKeys].reverse());
    expect(pickerKeys('android')[0]).toBe('s25_ultra');
  });

  it('finds models by key and refuses unknown or missing keys', () => {
    expect(findModel('16_pro_max')?.name).toBe('iPhone 16 Pro Max');
    expect(findModel('s10_e')?.family).toBe('Galaxy');
    expect(findModel('iphone_99')).toBeUndefined();
    expect(findModel('')).toBeUndefined();
    expect(findModel(null)).toBeUndefined();
    expect(findModel(undefined)).toBeUndefined();
  });

  it('points every key at its template under /phone_templates/', () => {
    expect(templatePath('16_pro_max')).toBe('/phone_templates/16_pro_max.svg');
  });
});

describe('variant ids', () => {
  const allIds = phoneModels.flatMap((model) =>
    finishes.map((finish) => variantIdFor(model, finish)),
  );

  it('carries the Printful ids of DESIGN.md §8', () => {
    for (const [key, [glossy, matte]] of Object.entries(designVariantIds)) {
      expect(findModel(key)?.variants, key).toEqual({ glossy, matte });
    }
  });

  it('calls a model printable only when both its ids are known', () => {
    for (const model of phoneModels) {
      const { glossy, matte } = model.variants;
      expect(hasProviderVariants(model), model.key).toBe(glossy !== null && matte !== null);
    }
    const gp9 = findModel('gp9');
    if (!gp9) throw new Error('gp9 must exist');
    expect(hasProviderVariants({ ...gp9, variants: { glossy: 1, matte: null } })).toBe(false);
    expect(hasProviderVariants({ ...gp9, variants: { glossy: 1, matte: 2 } })).toBe(true);
  });

  it('gives every model and finish its own id (gp8 and gp8_pro included)', () => {
    expect(allIds).toHaveLength(phoneModels.length * finishes.length);
    expect(new Set(allIds).size).toBe(allIds.length);
    const gp8 = findModel('gp8');
    const gp8Pro = findModel('gp8_pro');
    if (!gp8 || !gp8Pro) throw new Error('gp8 and gp8_pro must exist');
    expect(variantIdFor(gp8, 'Glossy')).not.toBe(variantIdFor(gp8Pro, 'Glossy'));
  });

  it("uses the provider's id when known, else a test-mode id", () => {
    const known = findModel('15_pro');
    const unknown = findModel('gp9');
    if (!known || !unknown) throw new Error('15_pro and gp9 must exist');
    expect(variantIdFor(known, 'Glossy')).toBe('17726');
    expect(variantIdFor(known, 'Matte')).toBe('17727');
    expect(variantIdFor(unknown, 'Matte')).toBe(`${testVariantPrefix}gp9-matte`);
  });

  it('resolves every id back to its model and finish', () => {
    for (const model of phoneModels) {
      for (const finish of finishes) {
        expect(resolveVariant(variantIdFor(model, finish))).toEqual({ model, finish });
      }
    }
    expect(resolveVariant(' 20301 ')).toEqual({ model: findModel('16_pro_max'), finish: 'Matte' });
  });

  it('refuses ids that are not in the catalog', () => {
    for (const id of ['', '0', '99999', '20297x', 'test-gp9-shiny', 'test-nope-matte', '1e3']) {
      expect(resolveVariant(id), id).toBeUndefined();
    }
  });
});
