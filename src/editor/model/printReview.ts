import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { unitsPerMm } from '../../shared/catalog/templateGeometry.ts';
import { findTextFont, type TextFont } from '../../shared/textFonts.ts';
import { croppedPrintDpi } from './cropPrintResolution.ts';
import { printQuality } from './printResolution.ts';
import { safeZoneProblem } from './safeZone.ts';
import { isCurved, shapedTextFontSize } from './textCurve.ts';
import { printedCapHeightMm, minReadableCapHeightMm, type MeasureLine } from './textLayout.ts';
import { printedItems } from './items.ts';
import type { CanvasItem, PrintedItem, Size, TextItem } from './types.ts';

/**
 * The review before paying: what in a design may disappoint once printed. Sticker findings name
 * the sticker, so "Fix it" can select it.
 */
export type ReviewFinding =
  | { kind: 'lowResolution'; itemID: string; dpi: number }
  /** A text whose capitals print under 2 mm tall. */
  | { kind: 'smallText'; itemID: string; capHeightMm: number }
  | { kind: 'underCamera'; itemID: string }
  | { kind: 'empty' }
  | { kind: 'backgroundColourOnly' };

export interface DesignForReview {
  /** Back to front. */
  items: readonly CanvasItem[];
  /** Stored picture sizes (image px) by imageID; a sticker whose picture is unknown is not judged. */
  pictureSizes: ReadonlyMap<string, Size>;
  template: TemplateGeometry;
  backgroundColor: string;
  /** The default background colour: a design with only that is untouched. */
  defaultBackgroundColor: string;
  /** A background image is shown. */
  showsBackgroundImage: boolean;
  /** Measures lines in a font: a curved text's letter size follows from its box only through them (model/textCurve). */
  measure?: (font: TextFont) => MeasureLine;
}

/** How tall a text's capitals print, in mm; a curved one's measured when `measure` is given. */
function capHeightMmOf(item: TextItem, font: TextFont, measure: DesignForReview['measure']): number {
  if (!isCurved(item.curve) || !measure) return printedCapHeightMm(item, item.text, font);
  return (shapedTextFontSize(item, { ...item, font }, measure(font)) * font.capHeight) / unitsPerMm;
}

/** A picture printed at low resolution, or a text printed too small to read easily. */
function sizeFinding(item: PrintedItem, pictureSizes: ReadonlyMap<string, Size>, measure: DesignForReview['measure']): ReviewFinding[] {
  if (item.kind === 'text') {
    const font = findTextFont(item.fontFamily);
    const capHeightMm = font ? capHeightMmOf(item, font, measure) : Infinity;
    return capHeightMm < minReadableCapHeightMm ? [{ kind: 'smallText', itemID: item.itemID, capHeightMm }] : [];
  }
  if (item.kind === 'art') return [];
  const picture = pictureSizes.get(item.imageID);
  if (!picture) return [];
  const dpi = croppedPrintDpi(item, picture, item.crop);
  return printQuality(dpi) === 'low' ? [{ kind: 'lowResolution', itemID: item.itemID, dpi }] : [];
}

/**
 * Findings, front item first (the one the shopper sees on top): each low-resolution sticker and
 * each text under 2 mm of cap height, then each item mostly under the camera; or, with no items
 * and no background image, an empty design (the default colour) or one that is only a
 * background colour. Empty frames print nothing, so the review does not see them.
 */
export function reviewDesign(design: DesignForReview): ReviewFinding[] {
  const { pictureSizes, template } = design;
  const items = printedItems(design.items);
  if (items.length === 0) {
    if (design.showsBackgroundImage) return [];
    return [design.backgroundColor.toLowerCase() === design.defaultBackgroundColor.toLowerCase() ? { kind: 'empty' } : { kind: 'backgroundColourOnly' }];
  }
  const frontFirst = [...items].sort((a, b) => b.itemIndex - a.itemIndex);
  const hardToPrint = frontFirst.flatMap((item) => sizeFinding(item, pictureSizes, design.measure));
  const underCamera = frontFirst
    .filter((item) => safeZoneProblem(item, template) === 'camera')
    .map((item): ReviewFinding => ({ kind: 'underCamera', itemID: item.itemID }));
  return [...hardToPrint, ...underCamera];
}

/** The sticker "Fix it" selects: the first finding's that names one. */
export function firstStickerToFix(findings: readonly ReviewFinding[]): string | null {
  for (const finding of findings) if ('itemID' in finding) return finding.itemID;
  return null;
}
