import { z } from 'zod';
import { platforms, type PhoneModel } from './catalog.ts';

/** Plausible phone body sizes in mm: anything outside is a typo (cm, inches, swapped fields). */
const bodyWidthMm = { min: 55, max: 90 };
const bodyHeightMm = { min: 110, max: 180 };
const maxCornerRadiusMm = 20;

const familyPlatform = { iPhone: 'ios', Pixel: 'android', Galaxy: 'android' } as const;

const mm = z.number();

const mmBox = z.object({
  x: mm.nonnegative(),
  y: mm.nonnegative(),
  width: mm.positive(),
  height: mm.positive(),
  cornerRadius: mm.nonnegative(),
});

const variantId = z.number().int().positive().nullable();

const phoneModelSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9_]+$/, 'use only a-z, 0-9 and _'),
    name: z.string().trim().min(1),
    platform: z.enum(platforms),
    family: z.enum(['iPhone', 'Pixel', 'Galaxy']),
    body: z.object({
      width: mm.min(bodyWidthMm.min).max(bodyWidthMm.max),
      height: mm.min(bodyHeightMm.min).max(bodyHeightMm.max),
      cornerRadius: mm.nonnegative().max(maxCornerRadiusMm),
    }),
    camera: mmBox,
    variants: z.object({ glossy: variantId, matte: variantId }),
  })
  .superRefine((model, ctx) => {
    const { body, camera, variants } = model;
    const problem = (path: string[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (familyPlatform[model.family] !== model.platform) {
      problem(['platform'], `${model.family} models are ${familyPlatform[model.family]}`);
    }
    if (body.width >= body.height) problem(['body', 'width'], 'must be less than body.height');
    const cameraRight = camera.x + camera.width;
    const cameraBottom = camera.y + camera.height;
    if (cameraRight > body.width) {
      problem(['camera', 'width'], `box ends at x=${cameraRight}, past the body (${body.width})`);
    }
    if (cameraBottom > body.height) {
      problem(['camera', 'height'], `box ends at y=${cameraBottom}, past the body (${body.height})`);
    }
    if (camera.cornerRadius > Math.min(camera.width, camera.height) / 2) {
      problem(['camera', 'cornerRadius'], 'must be at most half the box\'s smaller side');
    }
    if (variants.glossy !== null && variants.glossy === variants.matte) {
      problem(['variants', 'matte'], 'must differ from variants.glossy');
    }
  }) satisfies z.ZodType<PhoneModel>;

const catalogSchema = z.object({ models: z.array(phoneModelSchema).min(1) });

const keyedEntries = z.object({ models: z.array(z.object({ key: z.string() }).loose()) });

/** "model 16_pro_max: camera.width" for an issue at ['models', 28, 'camera', 'width']. */
function issueLocation(data: unknown, path: readonly PropertyKey[]): string {
  const [root, index, ...field] = path;
  if (root !== 'models' || typeof index !== 'number') return path.map(String).join('.') || 'file';
  const key = keyedEntries.safeParse(data).data?.models[index]?.key;
  const model = key === undefined ? `models[${index}]` : `model ${key}`;
  return field.length > 0 ? `${model}: ${field.map(String).join('.')}` : model;
}

/** Keys and variant ids must be unique: variant ids identify what a shopper buys. */
function duplicates(models: readonly PhoneModel[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const variantOwners = new Map<number, string>();
  for (const model of models) {
    if (keys.has(model.key)) problems.push(`model ${model.key}: key is used twice`);
    keys.add(model.key);
    for (const [finish, id] of Object.entries(model.variants)) {
      if (id === null) continue;
      const owner = variantOwners.get(id);
      if (owner !== undefined && owner !== model.key) {
        problems.push(`model ${model.key}: variants.${finish}: ${id} is model ${owner}'s id too`);
      }
      variantOwners.set(id, model.key);
    }
  }
  return problems;
}

/**
 * Validates the owner-edited catalog file. Throws one error listing every problem, each naming
 * the model and field ("model xs: camera.width: …").
 */
export function validateCatalog(data: unknown): PhoneModel[] {
  const parsed = catalogSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw invalid(issues.map((issue) => `${issueLocation(data, issue.path)}: ${issue.message}`));
  }
  const problems = duplicates(parsed.data.models);
  if (problems.length > 0) throw invalid(problems);
  return parsed.data.models;
}

function invalid(problems: readonly string[]): Error {
  const lines = problems.map((problem) => `  ${problem}`);
  return new Error(`phones.json is not valid:\n${lines.join('\n')}`);
}
