import { describe, expect, it } from 'vitest';
import catalogFile from '../../../src/shared/catalog/phones.json' with { type: 'json' };
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { validateCatalog } from '../../../src/shared/catalog/catalogSchema.ts';

type CatalogFile = typeof catalogFile;
type ModelEntry = CatalogFile['models'][number];

/** A copy of the real file with one model changed. */
function withModel(key: string, change: (model: ModelEntry) => void): CatalogFile {
  const copy = structuredClone(catalogFile);
  const model = copy.models.find((entry) => entry.key === key);
  if (!model) throw new Error(`no model ${key}`);
  change(model);
  return copy;
}

function validationError(data: unknown): string {
  try {
    validateCatalog(data);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('validateCatalog accepted invalid data');
}

describe('validateCatalog', () => {
  it('accepts the store owner\'s phones.json and returns what the catalog serves', () => {
    expect(validateCatalog(catalogFile)).toEqual(phoneModels);
  });

  it('names the model and field of a wrong type or missing field', () => {
    const wrongType = withModel('xr', (model) => {
      (model.body as { width: unknown }).width = '75.7';
    });
    expect(validationError(wrongType)).toMatch(/model xr: body\.width: .*number/);
    const missing = withModel('gp7', (model) => {
      delete (model as Partial<ModelEntry>).camera;
    });
    expect(validationError(missing)).toMatch(/model gp7: camera: /);
  });

  it('rejects body sizes outside a phone\'s plausible range', () => {
    const inCentimetres = withModel('s22', (model) => {
      model.body.height = 14.6;
    });
    expect(validationError(inCentimetres)).toMatch(/model s22: body\.height: .*>=110/);
    const tooWide = withModel('s22', (model) => {
      model.body.width = 146;
    });
    expect(validationError(tooWide)).toMatch(/model s22: body\.width: .*<=90/);
    const swapped = withModel('12_mini', (model) => {
      model.body.width = 131.5;
      model.body.height = 64.2;
    });
    expect(validationError(swapped)).toMatch(/model 12_mini: body\./);
  });

  it('rejects a camera box that leaves the body or has an impossible corner', () => {
    const pastRight = withModel('gp9', (model) => {
      model.camera.x = 20;
    });
    expect(validationError(pastRight)).toMatch(
      /model gp9: camera\.width: box ends at x=73, past the body \(72\)/,
    );
    const pastBottom = withModel('16_pro_max', (model) => {
      model.camera.y = 130;
    });
    expect(validationError(pastBottom)).toMatch(/model 16_pro_max: camera\.height: /);
    const negative = withModel('8', (model) => {
      model.camera.x = -1;
    });
    expect(validationError(negative)).toMatch(/model 8: camera\.x: /);
    const roundTooMuch = withModel('x', (model) => {
      model.camera.cornerRadius = 8;
    });
    expect(validationError(roundTooMuch)).toMatch(/model x: camera\.cornerRadius: /);
  });

  it('rejects a family on the wrong platform and keys outside a-z, 0-9 and _', () => {
    const pixelOnIos = withModel('gp8', (model) => {
      model.platform = 'ios';
    });
    expect(validationError(pixelOnIos)).toMatch(/model gp8: platform: Pixel models are android/);
    const badKey = withModel('s21_fe', (model) => {
      model.key = 'S21 FE';
    });
    expect(validationError(badKey)).toMatch(/model S21 FE: key: /);
  });

  it('rejects a variant id used twice, within a model or across models', () => {
    const sameFinish = withModel('15', (model) => {
      model.variants.matte = model.variants.glossy;
    });
    expect(validationError(sameFinish)).toMatch(/model 15: variants\.matte: must differ/);
    const shared = withModel('gp8_pro', (model) => {
      model.variants = { glossy: 16910, matte: null } as unknown as ModelEntry['variants'];
    });
    expect(validationError(shared)).toMatch(
      /model gp8_pro: variants\.glossy: 16910 is model 14's id too/,
    );
    const fractional = withModel('s25', (model) => {
      model.variants = { glossy: 1.5, matte: null } as unknown as ModelEntry['variants'];
    });
    expect(validationError(fractional)).toMatch(/model s25: variants\.glossy: /);
  });

  it('rejects a key used twice and an empty or missing model list', () => {
    const copy = structuredClone(catalogFile);
    const [first] = copy.models;
    if (!first) throw new Error('the catalog is empty');
    copy.models.push(structuredClone(first));
    expect(validationError(copy)).toMatch(/model 8: key is used twice/);
    expect(validationError({ models: [] })).toMatch(/models: /);
    expect(validationError({})).toMatch(/models: /);
    expect(validationError(null)).toMatch(/phones\.json is not valid/);
  });

  it('lists every problem at once', () => {
    const copy = withModel('xr', (model) => {
      model.name = ' ';
      model.camera.width = 80;
    });
    const message = validationError(copy);
    expect(message).toMatch(/model xr: name: /);
    expect(message).toMatch(/model xr: camera\.width: /);
  });
});
