import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findModel, phoneModels, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { validateCatalog } from '../../../src/shared/catalog/catalogSchema.ts';
import {
  applyVariantFills,
  isSnapCaseProduct,
  normalizeModelName,
  planVariantFills,
  variantFinish,
  type PrintfulCatalogVariant,
} from '../../../src/server/printful/catalogSync.ts';

const catalogPath = new URL('../../../src/shared/catalog/phones.json', import.meta.url);

function model(key: string): PhoneModel {
  const found = findModel(key);
  if (!found) throw new Error(`no model ${key}`);
  return found;
}

let nextId = 90_000;
const variant = (name: string, extra: Partial<PrintfulCatalogVariant> = {}) => ({
  id: (nextId += 1),
  product_id: 683,
  name,
  ...extra,
});

describe('normalizeModelName', () => {
  it('reduces maker, trademark, plus-sign and finish spellings to one form', () => {
    expect(normalizeModelName('Samsung Galaxy S24+')).toBe('galaxy s24 plus');
    expect(normalizeModelName('Galaxy S24 Plus')).toBe('galaxy s24 plus');
    expect(normalizeModelName('Apple iPhone® 15 Pro Max')).toBe('iphone 15 pro max');
    expect(normalizeModelName(' iPhone XS  Max ')).toBe('iphone xs max');
    expect(normalizeModelName('Glossy iPhone 13 mini')).toBe('iphone 13 mini');
    expect(normalizeModelName('Galaxy S10e')).not.toBe(normalizeModelName('Galaxy S10'));
  });
});

describe('variantFinish', () => {
  it('reads the finish from the colour, the size or the name', () => {
    const byColour = variant('Snap Case', { color: 'Glossy', size: 'iPhone 14' });
    expect(variantFinish(byColour)).toBe('Glossy');
    const bySize = variant('Snap Case', { color: null, size: 'Matte iPhone 14' });
    expect(variantFinish(bySize)).toBe('Matte');
    expect(variantFinish(variant('iPhone 14 - Matte'))).toBe('Matte');
    expect(variantFinish(variant('Tough Case (iPhone 14)', { color: 'Black' }))).toBeUndefined();
  });
});

describe('isSnapCaseProduct', () => {
  it('takes the current snap cases for iPhone and Samsung only', () => {
    expect(isSnapCaseProduct({ id: 683, title: 'Snap Case for iPhone®' })).toBe(true);
    expect(isSnapCaseProduct({ id: 684, title: 'Snap Case for Samsung®' })).toBe(true);
    expect(isSnapCaseProduct({ id: 601, title: 'Tough Case for iPhone®' })).toBe(false);
    expect(isSnapCaseProduct({ id: 71, title: 'Unisex Staple T-Shirt' })).toBe(false);
    const old = { id: 500, title: 'Snap Case for iPhone®', is_discontinued: true };
    expect(isSnapCaseProduct(old)).toBe(false);
  });
});

describe('planVariantFills', () => {
  it('fills null ids of the model and finish each variant names, in several name styles', () => {
    const variants = [
      variant('Snap Case for iPhone® (Glossy / iPhone 13)', { size: 'iPhone 13' }),
      variant('Snap Case for iPhone® (iPhone 13 mini)', { size: '13 mini', color: 'Matte' }),
      variant('iPhone 12 Pro Max - Glossy'),
      variant('Snap Case for Samsung® (Samsung Galaxy S24+)', { size: null, color: 'Matte' }),
      variant('Snap Case for Samsung® (Glossy/Samsung Galaxy S10e)'),
    ];
    const { fills, mismatches } = planVariantFills(phoneModels, variants);
    expect(fills.map(({ key, finish, id }) => ({ key, finish, id }))).toEqual([
      { key: '13', finish: 'Glossy', id: variants[0]?.id },
      { key: '13_mini', finish: 'Matte', id: variants[1]?.id },
      { key: '12_pro_max', finish: 'Glossy', id: variants[2]?.id },
      { key: 's24_plus', finish: 'Matte', id: variants[3]?.id },
      { key: 's10_e', finish: 'Glossy', id: variants[4]?.id },
    ]);
    expect(fills[0]?.variantName).toBe('Snap Case for iPhone® (Glossy / iPhone 13)');
    expect(mismatches).toEqual([]);
  });

  it('never confuses a model with its longer-named sibling', () => {
    const { fills } = planVariantFills(phoneModels, [
      variant('Snap Case (iPhone 13 Pro Max)', { color: 'Glossy' }),
      variant('Snap Case (Galaxy S20 Ultra)', { color: 'Glossy' }),
    ]);
    expect(fills.map((fill) => fill.key)).toEqual(['13_pro_max', 's20_ultra']);
  });

  it('leaves known ids alone and reports the ones Printful disagrees with', () => {
    const known = model('15');
    const { fills, mismatches } = planVariantFills(phoneModels, [
      { id: 16910, product_id: 683, name: 'Snap Case (iPhone 14)', color: 'Glossy' },
      { id: 55555, product_id: 683, name: 'Snap Case (iPhone 15)', color: 'Glossy' },
    ]);
    expect(fills).toEqual([]);
    expect(mismatches).toEqual([
      { key: '15', finish: 'Glossy', known: known.variants.glossy, printful: 55555 },
    ]);
  });

  it('skips variants without a finish or a phone of ours, and ids already in use', () => {
    const { fills } = planVariantFills(phoneModels, [
      variant('Snap Case (iPhone 11)', { color: 'White' }),
      variant('Snap Case (iPhone 99)', { color: 'Glossy' }),
      variant('Snap Case (Pixel 7a)', { color: 'Glossy' }),
      { id: 16910, product_id: 684, name: 'Snap Case (Galaxy S22)', color: 'Glossy' },
    ]);
    expect(fills).toEqual([]);
  });

  it('lets the first variant for a model and finish win', () => {
    const first = variant('Snap Case (iPhone 11 Pro)', { color: 'Matte' });
    const second = variant('Snap Case (iPhone 11 Pro)', { color: 'Matte', product_id: 684 });
    const { fills } = planVariantFills(phoneModels, [first, second]);
    expect(fills.map((fill) => fill.id)).toEqual([first.id]);
  });
});

describe('applyVariantFills', () => {
  const text = readFileSync(catalogPath, 'utf8');

  it('writes the ids into the null fields and changes nothing else', () => {
    const updated = applyVariantFills(text, [
      { key: '13', finish: 'Glossy', id: 91001, variantName: 'a' },
      { key: '13', finish: 'Matte', id: 91002, variantName: 'b' },
      { key: 's25_ultra', finish: 'Matte', id: 91003, variantName: 'c' },
    ]);
    const models = validateCatalog(JSON.parse(updated));
    const byKey = new Map(models.map((entry) => [entry.key, entry]));
    expect(byKey.get('13')?.variants).toEqual({ glossy: 91001, matte: 91002 });
    expect(byKey.get('s25_ultra')?.variants).toEqual({ glossy: null, matte: 91003 });
    expect(byKey.get('13_pro')?.variants).toEqual({ glossy: null, matte: null });
    const before = text.split('\n');
    const changed = updated.split('\n').filter((line, index) => line !== before[index]);
    expect(changed).toEqual([
      '      "variants": { "glossy": 91001, "matte": 91002 }',
      '      "variants": { "glossy": null, "matte": 91003 }',
    ]);
  });

  it('refuses to overwrite a known id or to fill a model that is not there', () => {
    expect(() =>
      applyVariantFills(text, [{ key: '14', finish: 'Glossy', id: 1, variantName: 'a' }]),
    ).toThrow(/model 14 has no null variants\.glossy/);
    expect(() =>
      applyVariantFills(text, [{ key: 'nokia', finish: 'Glossy', id: 1, variantName: 'a' }]),
    ).toThrow(/no model nokia/);
  });
});
