import { z } from 'zod';
import { platforms, type PhoneModel } from './catalog.ts';

const mmBox = z.object({
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  width: z.number().positive(),
  height: z.number().positive(),
  cornerRadius: z.number().nonnegative(),
});

const variantId = z.number().int().positive().nullable();

const phoneModelSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(1),
  platform: z.enum(platforms),
  family: z.enum(['iPhone', 'Pixel', 'Galaxy']),
  body: z.object({
    width: z.number().positive(),
    height: z.number().positive(),
    cornerRadius: z.number().nonnegative(),
  }),
  camera: mmBox,
  variants: z.object({ glossy: variantId, matte: variantId }),
}) satisfies z.ZodType<PhoneModel>;

/** Validates the owner-edited catalog file; throws an error naming the first wrong field. */
export function validateCatalog(data: unknown): PhoneModel[] {
  const models = z.object({ models: z.array(phoneModelSchema).min(1) }).parse(data).models;
  const keys = new Set<string>();
  for (const model of models) {
    if (keys.has(model.key)) throw new Error(`phones.json: duplicate model key ${model.key}`);
    keys.add(model.key);
  }
  return models;
}
