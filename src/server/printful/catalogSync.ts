/**
 * Matching Printful's catalog variants to our phone models, and writing the ids they give into
 * phones.json: pure functions, so `npm run catalog:sync` is a thin shell around them.
 */
import type { CaseFinish, PhoneModel } from '../../shared/catalog/catalog.ts';

/** A catalog product as GET /products lists it (the fields we read). */
export interface PrintfulCatalogProduct {
  id: number;
  title: string;
  is_discontinued?: boolean;
}

/** A catalog variant as GET /products/{id} lists it (the fields we read). */
export interface PrintfulCatalogVariant {
  id: number;
  product_id: number;
  name: string;
  size?: string | null;
  color?: string | null;
}

/** One null id that Printful's catalog fills. */
export interface VariantFill {
  key: string;
  finish: CaseFinish;
  id: number;
  /** Printful's name of the variant, for the report. */
  variantName: string;
}

/** A known id that differs from Printful's: reported, never overwritten. */
export interface VariantMismatch {
  key: string;
  finish: CaseFinish;
  known: number;
  printful: number;
}

/** The print-on-demand products we sell: Printful's snap cases for iPhone and Samsung. */
export function isSnapCaseProduct(product: PrintfulCatalogProduct): boolean {
  return (
    !product.is_discontinued &&
    /\bsnap case\b/i.test(product.title) &&
    /\b(iphone|samsung|galaxy)\b/i.test(product.title)
  );
}

/**
 * A model name reduced to what identifies it: "Samsung Galaxy S24+" and "Galaxy S24 Plus" both
 * become "galaxy s24 plus"; finish words and trademark signs are dropped.
 */
export function normalizeModelName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[®™]/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/\b(apple|samsung|google|glossy|matte)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const finishPatterns: readonly [CaseFinish, RegExp][] = [
  ['Glossy', /\bglossy\b/i],
  ['Matte', /\bmatte\b/i],
];

/** The finish a variant names in its colour, size or name; undefined when it names none. */
export function variantFinish(variant: PrintfulCatalogVariant): CaseFinish | undefined {
  for (const text of [variant.color, variant.size, variant.name]) {
    const found = finishPatterns.find(([, pattern]) => text && pattern.test(text));
    if (found) return found[0];
  }
  return undefined;
}

/**
 * The phone names a variant may carry: its size ("iPhone 14 Pro"), else the parts of its name,
 * as in "Snap Case for iPhone® (Glossy / iPhone 14 Pro)" or "iPhone 14 Pro - Matte".
 */
function variantPhoneNames(variant: PrintfulCatalogVariant): string[] {
  const inParentheses = /\(([^()]*)\)\s*$/.exec(variant.name)?.[1];
  const nameParts = (inParentheses ?? variant.name).split(/\s\/\s|\/|\s-\s/);
  return [variant.size ?? '', ...nameParts].map(normalizeModelName).filter(Boolean);
}

const idOf = (model: PhoneModel, finish: CaseFinish) =>
  finish === 'Glossy' ? model.variants.glossy : model.variants.matte;

/**
 * Which null ids Printful's variants fill. The first variant that names a model and a finish
 * wins; known ids are never replaced (a differing one is reported as a mismatch) and an id
 * already used by another model is never taken twice.
 */
export function planVariantFills(
  models: readonly PhoneModel[],
  variants: readonly PrintfulCatalogVariant[],
): { fills: VariantFill[]; mismatches: VariantMismatch[] } {
  const byName = new Map(models.map((model) => [normalizeModelName(model.name), model]));
  const usedIds = new Set(models.flatMap((model) => [model.variants.glossy, model.variants.matte]));
  const decided = new Set<string>();
  const fills: VariantFill[] = [];
  const mismatches: VariantMismatch[] = [];
  for (const variant of variants) {
    const finish = variantFinish(variant);
    const model = variantPhoneNames(variant)
      .map((name) => byName.get(name))
      .find((found) => found !== undefined);
    if (!finish || !model || decided.has(`${model.key}/${finish}`)) continue;
    decided.add(`${model.key}/${finish}`);
    const known = idOf(model, finish);
    if (known !== null) {
      if (known !== variant.id) {
        mismatches.push({ key: model.key, finish, known, printful: variant.id });
      }
    } else if (!usedIds.has(variant.id)) {
      usedIds.add(variant.id);
      fills.push({ key: model.key, finish, id: variant.id, variantName: variant.name });
    }
  }
  return { fills, mismatches };
}

/**
 * phones.json's text with the fills written in. Only the `null`s are replaced, so the store
 * owner's layout and comments survive; throws when a model's variants cannot be found.
 */
export function applyVariantFills(catalogText: string, fills: readonly VariantFill[]): string {
  let text = catalogText;
  for (const fill of fills) {
    const keyAt = text.search(new RegExp(`"key"\\s*:\\s*"${fill.key}"`));
    if (keyAt < 0) throw new Error(`phones.json has no model ${fill.key}`);
    const variants = /"variants"\s*:\s*\{[^{}]*\}/.exec(text.slice(keyAt));
    if (!variants) throw new Error(`phones.json: model ${fill.key} has no variants`);
    const field = fill.finish.toLowerCase();
    const filled = variants[0].replace(new RegExp(`("${field}"\\s*:\\s*)null`), `$1${fill.id}`);
    if (filled === variants[0]) {
      throw new Error(`phones.json: model ${fill.key} has no null variants.${field}`);
    }
    const start = keyAt + variants.index;
    text = text.slice(0, start) + filled + text.slice(start + variants[0].length);
  }
  return text;
}
