import { findArtShape } from '../../shared/art/artShapes.ts';
import type {
  DesignTemplate,
  TemplateArt,
  TemplateBox,
  TemplateLayoutNode,
  TemplatePhotos,
  TemplateText,
} from '../../shared/designTemplates/designTemplate.ts';
import { textFont, type TextFont } from '../../shared/textFonts.ts';
import { areaBesideCamera, type CaseBackGeometry } from './caseBackArea.ts';
import { centredBounds, fitTurnedInside, fromItemFrame, itemBoundingBox, turnedExtent } from './geometry.ts';
import { cellsInBox } from './layoutCells.ts';
import { columns, rows, type LayoutNode, type PartSpec } from './layoutTree.ts';
import { isClearSpot, placementGap } from './placement.ts';
import { insetRect } from './rects.ts';
import type { ItemShape } from './shapePath.ts';
import { shapedTextBoxSize } from './textCurve.ts';
import type { MeasureLine } from './textLayout.ts';
import type { ArtItem, CanvasItem, FrameItem, ItemBounds, Rect, TextItem } from './types.ts';

/**
 * A design template laid out on one model's case back (issue 49), never drawn by hand per model.
 * Every box of the template is a share of the design area: the back beside the camera cut-out
 * (areaBesideCamera, as the collage's), the placement rule's gap inside it; so nothing lands on
 * the camera or the back's edge. Decorations may lie anywhere on the back where the placement
 * rule could put an item (isClearSpot); on a model where one could not, it is left out. Photo
 * places are a collage layout tree tiled into their box by the collage code (cellsInBox); words
 * take their size from the back's width and shrink to their box where it is too small for them
 * (measured in their font); art fills its box. Template units.
 */

/** An item before it has an id and a layer. */
type Unnumbered = CanvasItem extends infer Item ? (Item extends CanvasItem ? Omit<Item, 'itemID' | 'itemIndex'> : never) : never;

/** Measures lines in a font (in the browser: the loaded font through the canvas, assets/textMeasure). */
export type MeasureFont = (font: TextFont) => MeasureLine;

export interface TemplateLayoutRequest {
  template: DesignTemplate;
  geometry: CaseBackGeometry;
  measure: MeasureFont;
  /** The id of the n-th item, back to front. */
  newItemID: (index: number) => string;
}

/** Where a template's boxes lie on this back: beside the camera cut-out, placementGap clear of it and of the back's edge. */
export function designArea(geometry: CaseBackGeometry): Rect {
  return insetRect(areaBesideCamera(geometry), placementGap);
}

/** Where a decoration's box lies: the whole back, placementGap inside its edge. */
function decorationArea(geometry: CaseBackGeometry): Rect {
  return insetRect(geometry.caseBack, placementGap);
}

/** The box's place in the area, in whole units. */
function boxIn(area: Rect, box: TemplateBox): Rect {
  const x = Math.round(area.x + box.x * area.width);
  const y = Math.round(area.y + box.y * area.height);
  return { x, y, width: Math.round(area.x + (box.x + box.width) * area.width) - x, height: Math.round(area.y + (box.y + box.height) * area.height) - y };
}

/** The JSON layout tree as the collage code's own. */
export function layoutTreeOf(node: TemplateLayoutNode): LayoutNode {
  if (node === 'cell') return 'cell';
  const part = (spec: TemplateLayoutNode | [number, TemplateLayoutNode]): PartSpec =>
    Array.isArray(spec) ? [spec[0], layoutTreeOf(spec[1])] : layoutTreeOf(spec);
  return 'rows' in node ? rows(...node.rows.map(part)) : columns(...node.columns.map(part));
}

function centreOf(rect: Rect) {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

function outlineOf(photos: TemplatePhotos, cornerRadius: number): ItemShape | undefined {
  if (photos.shape) return { kind: photos.shape };
  return cornerRadius > 0 ? { kind: 'roundedRectangle', cornerRadius } : undefined;
}

/** A frame: the place of one photo, with the outline and look the photo will take. */
function frameAt(bounds: ItemBounds, rotation: number, outline: ItemShape | undefined, photos: TemplatePhotos): Unnumbered {
  const frame: Omit<FrameItem, 'itemID' | 'itemIndex'> = { kind: 'frame', ...bounds, rotation };
  if (outline) frame.shape = outline;
  if (photos.look) frame.look = photos.look;
  return frame;
}

/** What a mat looks like: a circle behind a round photo, else a rectangle. */
const matArt = (photos: TemplatePhotos) => (photos.shape === 'circle' ? 'circle' : 'square');

/**
 * One cell's items: its frame, turned and shrunk to stay in the cell (a circle, heart or star
 * keeps to the cell's middle square); with a mat, the mat behind it and the frame inside the mat's
 * border (and foot).
 */
function cellItems(photos: TemplatePhotos, cell: Rect & { cornerRadius: number }, index: number): Unnumbered[] {
  const rotation = photos.tilt?.[index % photos.tilt.length] ?? 0;
  const side = Math.min(cell.width, cell.height);
  const size = fitTurnedInside(photos.shape ? { width: side, height: side } : cell, cell, rotation);
  const bounds = centredBounds(centreOf(cell), size);
  const cornerRadius = (cell.cornerRadius * size.width) / cell.width;
  if (!photos.mat) return [frameAt(bounds, rotation, outlineOf(photos, cornerRadius), photos)];
  const shorter = Math.min(size.width, size.height);
  const border = photos.mat.border * shorter;
  const foot = photos.shape ? border : (photos.mat.foot ?? photos.mat.border) * shorter;
  const inner = { width: size.width - 2 * border, height: size.height - border - foot };
  const mat: Omit<ArtItem, 'itemID' | 'itemIndex'> = { kind: 'art', source: 'shape', artID: matArt(photos), fill: photos.mat.fill, ...bounds, rotation };
  const centre = fromItemFrame(mat, { x: bounds.TL_imageBounds.x + size.width / 2, y: bounds.TL_imageBounds.y + border + inner.height / 2 });
  return [mat, frameAt(centredBounds(centre, inner), rotation, outlineOf(photos, cornerRadius), photos)];
}

function photoItems(photos: TemplatePhotos, box: Rect, backWidth: number): Unnumbered[] {
  const spacing = Math.round((photos.spacing ?? 0) * backWidth);
  const cells = cellsInBox(layoutTreeOf(photos.layout), box, spacing, (photos.corners ?? 0) * backWidth);
  return cells.flatMap((cell, index) => cellItems(photos, cell, index));
}

/** The words at their size, or as large as fits the box turned; across the box by their alignment, in its middle down. */
function textItem(text: TemplateText, box: Rect, backWidth: number, measure: MeasureFont): Unnumbered {
  const font = textFont(text.fontFamily);
  const rotation = text.rotation ?? 0;
  const natural = shapedTextBoxSize({ text: text.text, font, align: text.align, curve: text.curve }, text.size * backWidth, measure(font));
  const fitted = fitTurnedInside(natural, box, rotation);
  const size = fitted.width < natural.width ? fitted : natural;
  const across = turnedExtent(size, rotation).width;
  const x = text.align === 'left' ? box.x + across / 2 : text.align === 'right' ? box.x + box.width - across / 2 : box.x + box.width / 2;
  const item: Omit<TextItem, 'itemID' | 'itemIndex'> = {
    kind: 'text',
    text: text.text,
    fontFamily: font.family,
    fill: text.fill,
    align: text.align,
    stroke: text.stroke,
    ...centredBounds({ x, y: box.y + box.height / 2 }, size),
    rotation,
  };
  if (text.curve) item.curve = text.curve;
  return item;
}

/** The art as large as fits its box turned, its own aspect kept, in the box's middle. */
function artItem(art: TemplateArt, box: Rect): Omit<ArtItem, 'itemID' | 'itemIndex'> {
  const shape = art.source === 'shape' ? findArtShape(art.artID) : undefined;
  const aspect = shape ? { width: shape.width, height: shape.height } : { width: 1, height: 1 };
  const rotation = art.rotation ?? 0;
  const item: Omit<ArtItem, 'itemID' | 'itemIndex'> = {
    kind: 'art',
    source: art.source,
    artID: art.artID,
    ...centredBounds(centreOf(box), fitTurnedInside(aspect, box, rotation)),
    rotation,
  };
  if (art.fill) item.fill = art.fill;
  return item;
}

/**
 * The template's items on this back, back to front, numbered from 0: photo places as empty
 * frames (in reading order), words and art where the template puts them (see the module's comment).
 */
export function layoutDesignTemplate({ template, geometry, measure, newItemID }: TemplateLayoutRequest): CanvasItem[] {
  const area = designArea(geometry);
  const backWidth = geometry.caseBack.width;
  const unnumbered = template.items.flatMap((item): Unnumbered[] => {
    if (item.kind === 'art' && item.area === 'back') {
      const decoration = artItem(item, boxIn(decorationArea(geometry), item.box));
      return isClearSpot(geometry, itemBoundingBox(decoration)) ? [decoration] : [];
    }
    const box = boxIn(area, item.box);
    if (item.kind === 'photos') return photoItems(item, box, backWidth);
    return [item.kind === 'text' ? textItem(item, box, backWidth, measure) : artItem(item, box)];
  });
  return unnumbered.map((item, index) => ({ ...item, itemID: newItemID(index), itemIndex: index }));
}
