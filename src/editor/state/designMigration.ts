import { findArtShape } from '../../shared/art/artShapes.ts';
import { adjustNames, isAdjustValue, isLookName, type PictureAdjust } from '../../shared/pictureLooks.ts';
import { isShapeKind } from '../../shared/pictureShapes.ts';
import { findTextFont } from '../../shared/textFonts.ts';
import { limitText } from '../../shared/textLimits.ts';
import { clampOpacity } from '../model/opacity.ts';
import { withFilter, type FilterChange } from '../model/pictureFilter.ts';
import type { ItemShape } from '../model/shapePath.ts';
import { clampCurve } from '../model/textCurve.ts';
import type { ArtItem, CanvasItem, FrameItem, ItemPlacement, PictureItem, Point, Rect, TextAlign, TextItem } from '../model/types.ts';

/**
 * The saved design's shape (localStorage `design`, SPEC §3's instance records keyed by item
 * id) and its upgrade from every earlier version: 1 held pictures only, without a kind; 2 holds
 * items of every kind, each with its kind (kinds and optional fields added since, such as empty
 * frames, library art, a text's curve and an item's opacity, need no new version: a design
 * without them reads as before).
 */
export const designVersion = 2;

export interface SavedDesign {
  version: typeof designVersion;
  itemIDs: string[];
  items: Record<string, Omit<CanvasItem, 'itemID'>>;
}

type UnknownRecord = Record<string, unknown>;

const aligns: readonly TextAlign[] = ['left', 'center', 'right'];
const isColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

function isPoint(value: unknown): value is Point {
  const point = value as Point | null;
  return typeof point === 'object' && point !== null && Number.isFinite(point.x) && Number.isFinite(point.y);
}

/**
 * The optional flags (issue 21: Flip, the Layers list's lock), kept only when true, and the
 * opacity (issue 48), held to 0–1 and kept only below 1, as the editor writes them: a design
 * saved before opacity opens fully opaque.
 */
function parseFlags({ flipX, locked, opacity }: UnknownRecord): Pick<ItemPlacement, 'flipX' | 'locked' | 'opacity'> {
  const seen = typeof opacity === 'number' ? clampOpacity(opacity) : 1;
  return { ...(flipX === true && { flipX }), ...(locked === true && { locked }), ...(seen < 1 && { opacity: seen }) };
}

function parsePlacement(itemID: string, record: UnknownRecord): ItemPlacement | null {
  const { itemIndex, TL_imageBounds, BR_imageBounds, rotation } = record;
  if (!isPoint(TL_imageBounds) || !isPoint(BR_imageBounds)) return null;
  return {
    itemID,
    itemIndex: Number.isFinite(itemIndex) ? Number(itemIndex) : 0,
    TL_imageBounds: { x: TL_imageBounds.x, y: TL_imageBounds.y },
    BR_imageBounds: { x: BR_imageBounds.x, y: BR_imageBounds.y },
    rotation: Number.isFinite(rotation) ? Number(rotation) : 0,
    ...parseFlags(record),
  };
}

/** A saved text, its words cut to the limits (and its curve to its range); null when its font is not one of the store's. */
function parseText(placement: ItemPlacement, record: UnknownRecord): TextItem | null {
  const { text, fontFamily, fill, align, stroke, curve } = record;
  if (typeof text !== 'string' || typeof fontFamily !== 'string' || !findTextFont(fontFamily)) return null;
  const bend = typeof curve === 'number' && Number.isFinite(curve) ? clampCurve(curve) : 0;
  return {
    ...(bend !== 0 && { curve: bend }),
    kind: 'text',
    ...placement,
    text: limitText(text),
    fontFamily,
    fill: isColour(fill) ? fill : '#ffffff',
    align: aligns.find((candidate) => candidate === align) ?? 'center',
    stroke: isColour(stroke) ? stroke : null,
  };
}

/**
 * Saved library art: an emoji by its code points (whether the library has it shows when it is
 * drawn: the editor's first load does not carry the list), a shape the store has, with its colour.
 */
function parseArt(placement: ItemPlacement, record: UnknownRecord): ArtItem | null {
  const { source, artID, fill } = record;
  if (source === 'emoji' && typeof artID === 'string' && /^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/.test(artID)) {
    return { kind: 'art', ...placement, source, artID };
  }
  if (source !== 'shape' || typeof artID !== 'string' || !findArtShape(artID)) return null;
  return { kind: 'art', ...placement, source, artID, fill: isColour(fill) ? fill : '#ffffff' };
}

/** A saved crop (image px): a rectangle with a positive size from x, y ≥ 0; undefined otherwise. */
function parseCrop(value: unknown): Rect | undefined {
  const crop = value as Rect | null;
  if (typeof crop !== 'object' || crop === null || !isPoint(crop)) return undefined;
  const { x, y, width, height } = crop;
  const valid = x >= 0 && y >= 0 && Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  return valid ? { x, y, width, height } : undefined;
}

/** A saved shape of a known kind (a rounded rectangle's radius kept when it is a size); undefined otherwise. */
function parseShape(value: unknown): ItemShape | undefined {
  const shape = value as { kind?: unknown; cornerRadius?: unknown } | null;
  if (typeof shape !== 'object' || shape === null || !isShapeKind(shape.kind)) return undefined;
  const radius = shape.cornerRadius;
  return typeof radius === 'number' && Number.isFinite(radius) && radius >= 0 ? { kind: shape.kind, cornerRadius: radius } : { kind: shape.kind };
}

/**
 * A saved look and sliders (issue 33): a look this store knows and slider positions in range are
 * kept, anything else is left out (the "Original" look, a slider at 0).
 */
function parseFilter({ look, adjust }: UnknownRecord): FilterChange {
  const sliders = typeof adjust === 'object' && adjust !== null ? (adjust as UnknownRecord) : {};
  const positions: PictureAdjust = {};
  for (const name of adjustNames) {
    const value = sliders[name];
    if (isAdjustValue(value)) positions[name] = value;
  }
  return { ...(isLookName(look) && { look }), adjust: positions };
}

/** A saved picture; a crop, shape, look or slider that cannot be read is left out (the whole picture, a rectangle, unchanged colours). */
function parsePicture(placement: ItemPlacement, record: UnknownRecord, imageID: string): PictureItem {
  const crop = parseCrop(record.crop);
  const shape = parseShape(record.shape);
  const picture: PictureItem = { kind: 'picture', imageID, ...placement, ...(crop && { crop }), ...(shape && { shape }) };
  return withFilter(picture, parseFilter(record));
}

/** A saved empty frame (issue 32); a shape or look that cannot be read is left out. */
function parseFrame(placement: ItemPlacement, record: UnknownRecord): FrameItem {
  const shape = parseShape(record.shape);
  return { kind: 'frame', ...placement, ...(shape && { shape }), ...(isLookName(record.look) && record.look !== 'original' && { look: record.look }) };
}

/** One saved record as an item of the current shape, or null when it cannot be read. */
export function parseSavedItem(itemID: string, raw: unknown, version: number): CanvasItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as UnknownRecord;
  const placement = parsePlacement(itemID, record);
  if (!placement) return null;
  const kind = version === 1 ? 'picture' : record.kind;
  if (kind === 'text') return parseText(placement, record);
  if (kind === 'frame') return parseFrame(placement, record);
  if (kind === 'art') return parseArt(placement, record);
  if (kind !== 'picture' || typeof record.imageID !== 'string') return null;
  return parsePicture(placement, record, record.imageID);
}

/**
 * Upgrades a saved design of any known version to the current items; unreadable records are
 * dropped with a warning rather than breaking the editor, and so is a version this code does
 * not know.
 */
export function migrateDesign(raw: unknown): CanvasItem[] {
  const saved = raw as Partial<SavedDesign> | { version?: unknown } | null;
  if (typeof saved !== 'object' || saved === null) return [];
  const version = saved.version;
  if (version !== 1 && version !== designVersion) return [];
  const ids = 'itemIDs' in saved && Array.isArray(saved.itemIDs) ? saved.itemIDs : [];
  const records = ('items' in saved ? saved.items : undefined) as UnknownRecord | undefined;
  const items: CanvasItem[] = [];
  for (const itemID of ids) {
    const item = typeof itemID === 'string' ? parseSavedItem(itemID, records?.[itemID], version) : null;
    if (item) items.push(item);
    else console.warn('Skipping an unreadable saved item', itemID);
  }
  return items;
}
