import { z } from 'zod';
import { artSources, isKnownArt } from '../art/artIDs.ts';
import { ghostLimits } from '../ghostLimits.ts';
import { lookNames } from '../pictureLooks.ts';
import { textFontFamilies } from '../textFonts.ts';
import { isTextWithinLimits, maxTextCharacters, maxTextLines } from '../textLimits.ts';
import { ideaIDs, occasions, type DesignTemplate, type TemplateLayoutNode } from './designTemplate.ts';

/**
 * The shape of a design template file (designTemplate.ts), checked by the build
 * (scripts/check-design-templates.ts) and the unit tests, so the client bundle carries no
 * validator. Whether a template fits every phone is the layout's check (editor/model/designTemplateCheck).
 */

const share = z.number().min(0).max(1);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');
const degrees = z.number().min(-45).max(45);

const box = z
  .object({ x: share, y: share, width: share.positive(), height: share.positive() })
  .strict()
  .refine((rect) => rect.x + rect.width <= 1 + 1e-9 && rect.y + rect.height <= 1 + 1e-9, 'a box ends past the design area');

const layoutNode: z.ZodType<TemplateLayoutNode> = z.lazy(() =>
  z.union([z.literal('cell'), z.object({ rows: z.array(layoutPart).min(2) }).strict(), z.object({ columns: z.array(layoutPart).min(2) }).strict()]),
);
const layoutPart = z.union([layoutNode, z.tuple([z.number().positive(), layoutNode])]);

const photos = z
  .object({
    kind: z.literal('photos'),
    box,
    layout: layoutNode,
    spacing: z.number().min(0).max(0.1).optional(),
    corners: z.number().min(0).max(0.5).optional(),
    shape: z.enum(['circle', 'heart', 'star']).optional(),
    tilt: z.array(degrees).min(1).optional(),
    mat: z.object({ fill: colour, border: z.number().min(0).max(0.2), foot: z.number().min(0).max(0.4).optional() }).strict().optional(),
    look: z.enum(lookNames).optional(),
  })
  .strict()
  .refine((group) => !group.mat || ((group.shape === undefined || group.shape === 'circle') && !group.corners), 'a mat goes round square-cornered or round photos only');

const textLimits = `at most ${maxTextLines} lines and ${maxTextCharacters} characters`;

const text = z
  .object({
    kind: z.literal('text'),
    text: z.string().trim().min(1).refine(isTextWithinLimits, textLimits),
    fontFamily: z.enum(textFontFamilies),
    fill: colour,
    align: z.enum(['left', 'center', 'right']),
    stroke: colour.nullable(),
    curve: z.number().int().min(-100).max(100).optional(),
    box,
    size: z.number().positive().max(0.5),
    rotation: degrees.optional(),
  })
  .strict();

const art = z
  .object({ kind: z.literal('art'), source: z.enum(artSources), artID: z.string(), fill: colour.optional(), box, rotation: degrees.optional(), area: z.literal('back').optional() })
  .strict()
  .refine((item) => isKnownArt(item.source, item.artID), 'the art is not in the library')
  .refine((item) => (item.source === 'shape') === (item.fill !== undefined), 'a shape has a fill, an emoji none');

const ghostSetting = (name: keyof typeof ghostLimits) => z.number().int().min(ghostLimits[name].min).max(ghostLimits[name].max).optional();

const occasionIDs = occasions.map((occasion) => occasion.id) as [string, ...string[]];

export const designTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is kebab-case'),
    name: z.string().trim().min(1).max(40),
    occasion: z.enum(occasionIDs),
    ideas: z.array(z.enum(ideaIDs)).optional(),
    backdrop: z
      .object({
        backgroundColor: colour,
        ghostsEnabled: z.boolean().optional(),
        ghostFreq: ghostSetting('ghostFreq'),
        ghostSize: ghostSetting('ghostSize'),
        ghostOpacity: ghostSetting('ghostOpacity'),
      })
      .strict(),
    items: z.array(z.discriminatedUnion('kind', [photos, text, art])).min(2),
  })
  .strict();

/** The file's template, or an error saying what is wrong with it (its path in the file, then the problem). */
export function parseDesignTemplate(raw: unknown): DesignTemplate {
  const result = designTemplateSchema.safeParse(raw);
  if (result.success) return result.data as DesignTemplate;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; '));
}
