/**
 * A design shared by link (POST /api/designs, opened at /d/<id>): the canvas items, background
 * and ghost settings, model and finish, and the pictures it uses. Client and server both check
 * it with this schema.
 */
import { z } from 'zod';
import { finishes } from './catalog/finishes.ts';

/** At most this many pictures (stickers' and the background image) in one shared design. */
export const maxSharedPictures = 50;
/** At most this many bytes of pictures and preview in one share. */
export const maxShareBytes = 60 * 1024 * 1024;
/** Days a shared design is kept after it was shared, then deleted (privacy policy). */
export const sharedDesignRetentionDays = 30;
/** The longest side of a stored picture, in px (DESIGN §6). */
export const maxPictureSide = 2048;
/** The imageID of the background image (as in the browser's image cache, SPEC §3). */
export const sharedBackgroundID = 'backgroundImage';
/** The most canvas items a shared design may hold. */
const maxSharedItems = 500;

/** Image ids are the browser's own (uuids), so the same picture keeps its id on every device. */
const imageID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A picture id is not valid.');
const coordinate = z.number().min(-1e6).max(1e6);
const point = z.object({ x: coordinate, y: coordinate });

export const sharedItemSchema = z.object({
  itemID: z.string().min(1).max(64),
  imageID,
  itemIndex: z.number().int().min(0).max(maxSharedItems),
  TL_imageBounds: point,
  BR_imageBounds: point,
  /** Degrees. */
  rotation: z.number().min(-3600).max(3600),
});

export const sharedPictureSchema = z.object({
  imageID,
  /** The file name the shopper gave it (the tray's "Add <name>"). */
  name: z.string().max(255),
  /** Pixel size of the stored picture. */
  width: z.number().int().min(1).max(maxPictureSide),
  height: z.number().int().min(1).max(maxPictureSide),
});

/** The design's own fields, without the cross-checks of sharedDesignSchema. */
const designFields = z.object({
  phoneModel: z.string().min(1).max(64),
  caseFinish: z.enum(finishes),
  backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'The background colour is not valid.'),
  showBackgroundImage: z.boolean(),
  ghosts: z.object({
    enabled: z.boolean(),
    freq: z.number().int().min(1).max(10),
    size: z.number().int().min(1).max(200),
    opacity: z.number().int().min(1).max(100),
    seed: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  }),
  items: z.array(sharedItemSchema).max(maxSharedItems, 'The design has too many stickers.'),
});

/** The `design` field of POST /api/designs. */
export const sharedDesignSchema = designFields
  .extend({
    pictures: z
      .array(sharedPictureSchema)
      .max(maxSharedPictures, `A shared design may hold at most ${maxSharedPictures} pictures.`),
  })
  .superRefine((design, ctx) => {
    const ids = design.pictures.map((picture) => picture.imageID);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'A picture is listed twice.' });
    const missing = design.items.find((item) => !ids.includes(item.imageID));
    if (missing) ctx.addIssue({ code: 'custom', message: `The picture of sticker ${missing.itemID} is not listed.` });
  });

export type SharedDesign = z.infer<typeof sharedDesignSchema>;
export type SharedItem = z.infer<typeof sharedItemSchema>;
export type SharedPicture = z.infer<typeof sharedPictureSchema>;

/** What POST /api/designs answers. */
export const shareAnswerSchema = z.object({
  id: z.string(),
  /** The page that shows the design: /d/<id>. */
  url: z.string(),
});
export type ShareAnswer = z.infer<typeof shareAnswerSchema>;

/** What GET /api/designs/:id answers: the design, with where to download each picture. */
export const sharedDesignAnswerSchema = z.object({
  id: z.string(),
  modelName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** A picture of the design, made from its export on the sharing device. */
  previewUrl: z.string(),
  design: designFields.extend({ pictures: z.array(sharedPictureSchema.extend({ url: z.string() })) }),
});
export type SharedDesignAnswer = z.infer<typeof sharedDesignAnswerSchema>;

/** The page of a shared design. */
export const sharedDesignPath = (id: string) => `/d/${id}`;
