import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { printDpi, printQuality } from './printResolution.ts';
import { safeZoneProblem } from './safeZone.ts';
import type { CanvasItem, Size } from './types.ts';

/**
 * The review before paying: what in a design may disappoint once printed. Sticker findings name
 * the sticker, so "Fix it" can select it.
 */
export type ReviewFinding =
  | { kind: 'lowResolution'; itemID: string; dpi: number }
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
}

/**
 * Findings, front sticker first (the one the shopper sees on top): each low-resolution sticker,
 * then each sticker mostly under the camera; or, with no stickers and no background image, an
 * empty design (the default colour) or one that is only a background colour.
 */
export function reviewDesign(design: DesignForReview): ReviewFinding[] {
  const { items, pictureSizes, template } = design;
  if (items.length === 0) {
    if (design.showsBackgroundImage) return [];
    return [design.backgroundColor.toLowerCase() === design.defaultBackgroundColor.toLowerCase() ? { kind: 'empty' } : { kind: 'backgroundColourOnly' }];
  }
  const frontFirst = [...items].sort((a, b) => b.itemIndex - a.itemIndex);
  const lowResolution = frontFirst.flatMap((item): ReviewFinding[] => {
    const picture = pictureSizes.get(item.imageID);
    if (!picture) return [];
    const dpi = printDpi(item, picture);
    return printQuality(dpi) === 'low' ? [{ kind: 'lowResolution', itemID: item.itemID, dpi }] : [];
  });
  const underCamera = frontFirst
    .filter((item) => safeZoneProblem(item, template) === 'camera')
    .map((item): ReviewFinding => ({ kind: 'underCamera', itemID: item.itemID }));
  return [...lowResolution, ...underCamera];
}

/** The sticker "Fix it" selects: the first finding's that names one. */
export function firstStickerToFix(findings: readonly ReviewFinding[]): string | null {
  for (const finding of findings) if ('itemID' in finding) return finding.itemID;
  return null;
}
