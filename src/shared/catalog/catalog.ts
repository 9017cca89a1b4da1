import { finishes, type CaseFinish } from './finishes.ts';
import data from './phones.json' with { type: 'json' };

export { finishes, type CaseFinish };

export const platforms = ['ios', 'android'] as const;
export type Platform = (typeof platforms)[number];

/** A box in millimetres. */
export interface MmBox {
  x: number;
  y: number;
  width: number;
  height: number;
  cornerRadius: number;
}

export interface PhoneModel {
  key: string;
  name: string;
  platform: Platform;
  family: 'iPhone' | 'Pixel' | 'Galaxy';
  /** Published body size of the phone, in millimetres. */
  body: { width: number; height: number; cornerRadius: number };
  /** Camera module, in millimetres from the top-left corner of the phone's back seen from behind. */
  camera: MmBox;
  /** The print provider's variant ids; null until known. */
  variants: { glossy: number | null; matte: number | null };
}

/**
 * Every model in definition order (oldest first); the picker shows it reversed. phones.json is
 * checked against catalogSchema.ts by the server at start-up and by the unit tests, so the client
 * bundle carries no validator.
 */
export const phoneModels: readonly PhoneModel[] = (data as { models: PhoneModel[] }).models;

const modelsByKey = new Map(phoneModels.map((model) => [model.key, model]));

export function findModel(key: string | null | undefined): PhoneModel | undefined {
  return key ? modelsByKey.get(key) : undefined;
}

export function templatePath(key: string): string {
  return `/phone_templates/${key}.svg`;
}

/** Variant id prefix for models the print provider has no id for yet; accepted in test mode only. */
export const testVariantPrefix = 'test-';

/**
 * The variantID the client sends for a model and finish: the provider's id when the catalog
 * has one, else a test-mode id that only the local providers accept.
 */
export function variantIdFor(model: PhoneModel, finish: CaseFinish): string {
  const id = finish === 'Glossy' ? model.variants.glossy : model.variants.matte;
  return id === null ? `${testVariantPrefix}${model.key}-${finish.toLowerCase()}` : String(id);
}

export function hasProviderVariants(model: PhoneModel): boolean {
  return model.variants.glossy !== null && model.variants.matte !== null;
}

const variantIndex = new Map(
  phoneModels.flatMap((model) =>
    finishes.map((finish) => [variantIdFor(model, finish), { model, finish }] as const),
  ),
);

/** Finds the model and finish a variantID names, or undefined for an unknown id. */
export function resolveVariant(
  variantID: string,
): { model: PhoneModel; finish: CaseFinish } | undefined {
  return variantIndex.get(variantID.trim());
}
