import { z } from 'zod';
import { artSources, isKnownArt } from '../../shared/art/artIDs.ts';
import { finishes } from '../../shared/catalog/finishes.ts';
import { adjustNames, adjustRange, lookNames, type AdjustName } from '../../shared/pictureLooks.ts';
import { shapeKinds } from '../../shared/pictureShapes.ts';
import {
  maxPictureSide,
  maxSharedItems,
  maxSharedPictures,
  sharedDesignVersion,
  withKind,
  type ShareAnswer,
  type SharedDesign,
  type SharedDesignAnswer,
  type SharedPicture,
  type SharedPictureItem,
} from '../../shared/sharedDesign.ts';
import { textFontFamilies } from '../../shared/textFonts.ts';
import { numberFrom, wholeNumberFrom } from './fieldRules.ts';
import { isTextWithinLimits, maxTextCharacters, maxTextLines } from '../../shared/textLimits.ts';

/** Image ids are the browser's own (uuids), so the same picture keeps its id on every device. */
const imageID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A picture id is not valid.');
const coordinate = numberFrom(-1e6, 1e6);
const point = z.object({ x: coordinate, y: coordinate });

const opacityMessage = 'An item\'s opacity is not a number from 0 to 1.';

const colour = (what: string) => z.string().regex(/^#[0-9a-f]{6}$/i, `The ${what} is not valid.`);

const placement = {
  itemID: z.string().min(1).max(64),
  itemIndex: wholeNumberFrom(0, maxSharedItems),
  TL_imageBounds: point,
  BR_imageBounds: point,
  rotation: numberFrom(-3600, 3600),
  flipX: z.boolean({ message: 'An item\'s flip is neither true nor false.' }).optional(),
  locked: z.boolean({ message: 'An item\'s lock is neither true nor false.' }).optional(),
  opacity: z.number({ message: opacityMessage }).min(0, opacityMessage).max(1, opacityMessage).optional(),
};

const textLimitsMessage = `A text may hold at most ${maxTextLines} lines and ${maxTextCharacters} characters.`;

const sharedTextItemSchema = z.object({
  kind: z.literal('text'),
  ...placement,
  text: z.string().max(1024, textLimitsMessage).refine(isTextWithinLimits, textLimitsMessage),
  fontFamily: z.enum(textFontFamilies, { message: 'A text uses a font this store does not offer.' }),
  fill: colour('text colour'),
  align: z.enum(['left', 'center', 'right'], { message: 'A text alignment is not valid.' }),
  stroke: colour('outline colour').nullable(),
  curve: numberFrom(-100, 100).optional(),
});

/** Library art: an emoji or shape this store has (an unknown one is named at its artID); a shape with a colour, an emoji without. */
const sharedArtItemSchema = z
  .object({
    kind: z.literal('art'),
    ...placement,
    source: z.enum(artSources, { message: 'A library art is neither an emoji nor a shape.' }),
    artID: z.string().max(128),
    fill: colour('shape colour').optional(),
  })
  .superRefine((item, ctx) => {
    if (!isKnownArt(item.source, item.artID)) {
      const what = item.source === 'emoji' ? 'emoji' : 'shape';
      ctx.addIssue({ code: 'custom', path: ['artID'], message: `The ${what} ${item.artID.slice(0, 40)} is not one this store offers.` });
    }
    if ((item.source === 'shape') !== (item.fill !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['fill'], message: item.source === 'shape' ? 'A shape has no colour.' : 'An emoji takes no colour.' });
    }
  });

const pictureSide = numberFrom(0, maxPictureSide);
const cropSide = z.number({ message: `must be a number above 0 and at most ${maxPictureSide}` }).positive().max(maxPictureSide);
/** A crop in the picture's own px; that it lies inside its picture is checked with the pictures' sizes. */
const crop = z.object({ x: pictureSide, y: pictureSide, width: cropSide, height: cropSide }).strict();
const shape = z
  .object({
    kind: z.enum(shapeKinds, { message: 'A picture shape is not one this store offers.' }),
    cornerRadius: numberFrom(0, 1e6).optional(),
  })
  .strict();

const lookMessage = 'A picture look is not one this store offers.';
const look = z.enum(lookNames, { message: lookMessage });
const sliderMessage = `A picture's slider is not a whole number from ${adjustRange.min} to ${adjustRange.max}.`;
const slider = z.number({ message: sliderMessage }).int(sliderMessage).min(adjustRange.min, sliderMessage).max(adjustRange.max, sliderMessage);
const adjust = z
  .object(Object.fromEntries(adjustNames.map((name) => [name, slider.optional()])) as Record<AdjustName, z.ZodOptional<typeof slider>>)
  .strict();

const sharedPictureItemSchema = z.object({
  kind: z.literal('picture'),
  imageID,
  ...placement,
  crop: crop.optional(),
  shape: shape.optional(),
  look: look.optional(),
  adjust: adjust.optional(),
});

const sharedFrameItemSchema = z.object({ kind: z.literal('frame'), ...placement, shape: shape.optional(), look: look.optional() });

const sharedItemSchema = z.discriminatedUnion('kind', [sharedPictureItemSchema, sharedTextItemSchema, sharedArtItemSchema, sharedFrameItemSchema], {
  message: 'An item is of a kind this store does not know.',
});

const sharedPictureSchema = z.object({
  imageID,
  name: z.string().max(255),
  width: wholeNumberFrom(1, maxPictureSide),
  height: wholeNumberFrom(1, maxPictureSide),
});

/** Whether a picture's crop (if any) lies inside its listed picture, allowing for rounding. */
function cropInsidePicture(item: SharedPictureItem, pictures: readonly SharedPicture[]): boolean {
  const picture = pictures.find((candidate) => candidate.imageID === item.imageID);
  if (!item.crop || !picture) return true;
  const slack = 0.5;
  return item.crop.x + item.crop.width <= picture.width + slack && item.crop.y + item.crop.height <= picture.height + slack;
}

/** The design's own fields as this server answers them, without the cross-checks of sharedDesignSchema. */
const designFields = z.object({
  version: z.number().int(),
  phoneModel: z.string().min(1).max(64),
  caseFinish: z.enum(finishes),
  backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'The background colour is not valid.'),
  showBackgroundImage: z.boolean(),
  ghosts: z.object({
    enabled: z.boolean(),
    freq: wholeNumberFrom(1, 10),
    size: wholeNumberFrom(1, 200),
    opacity: wholeNumberFrom(1, 100),
    seed: wholeNumberFrom(1, Number.MAX_SAFE_INTEGER),
  }),
  items: z.array(sharedItemSchema).max(maxSharedItems, 'The design has too many stickers.'),
});

/**
 * The `design` field of POST /api/designs, from a browser of any version this server knows: what
 * it keeps is in the current shape (an item without a kind is a picture, as version 1 sent it).
 */
export const sharedDesignSchema = designFields
  .extend({
    version: z
      .number()
      .int()
      .min(1)
      .max(sharedDesignVersion, 'This design was made by a newer version of the store: reload the page.')
      .optional()
      .transform(() => sharedDesignVersion),
    items: z
      .array(z.preprocess(withKind, sharedItemSchema))
      .max(maxSharedItems, 'The design has too many stickers.'),
    pictures: z
      .array(sharedPictureSchema)
      .max(maxSharedPictures, `A shared design may hold at most ${maxSharedPictures} pictures.`),
  })
  .superRefine((design, ctx) => {
    const ids = design.pictures.map((picture) => picture.imageID);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'A picture is listed twice.' });
    const missing = design.items.find((item) => item.kind === 'picture' && !ids.includes(item.imageID));
    if (missing) ctx.addIssue({ code: 'custom', message: `The picture of sticker ${missing.itemID} is not listed.` });
    const outside = design.items.find((item) => item.kind === 'picture' && !cropInsidePicture(item, design.pictures));
    if (outside) ctx.addIssue({ code: 'custom', message: `The crop of sticker ${outside.itemID} reaches outside its picture.` });
  }) satisfies z.ZodType<SharedDesign>;

export const shareAnswerSchema = z.object({ id: z.string(), url: z.string() }) satisfies z.ZodType<ShareAnswer>;

export const sharedDesignAnswerSchema = z.object({
  id: z.string(),
  modelName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  previewUrl: z.string(),
  design: designFields.extend({ pictures: z.array(sharedPictureSchema.extend({ url: z.string() })) }),
}) satisfies z.ZodType<SharedDesignAnswer>;
