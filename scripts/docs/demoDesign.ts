/**
 * The design the README's screenshots show: demo photos (scripts/media/photos.ts) laid out as the
 * editor's "Make a collage" lays them out, with a caption placed as Add Text places words. Laid
 * out here by the editor's own model code, so the pictures follow the layout and placement rules
 * whatever the screen around the case looks like.
 */
import sharp from 'sharp';
import { advanceEm } from '../bench/editorScene.ts';
import { arrangeCollage, bestLayoutFor } from '../../src/editor/model/collageArrangement.ts';
import { layoutCornersRange, layoutSpacingRange } from '../../src/editor/model/layoutCells.ts';
import { placeNewItem } from '../../src/editor/model/placement.ts';
import { textBoxSize } from '../../src/editor/model/textLayout.ts';
import type { CanvasItem, Size } from '../../src/editor/model/types.ts';
import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { textFont } from '../../src/shared/textFonts.ts';
import { photoSet, photoSvg } from '../../src/shared/samplePhotos.ts';

export interface DemoPhoto {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
}

/** Photo-sized JPEGs of the store's demo pictures, named like a phone's camera roll. */
export async function demoPhotos(count: number, size: Size = { width: 2016, height: 1512 }): Promise<DemoPhoto[]> {
  return Promise.all(
    photoSet(count, 3).map(async (photo, index) => ({
      name: `IMG_${String(4210 + index)}.jpg`,
      mimeType: 'image/jpeg' as const,
      buffer: await sharp(Buffer.from(photoSvg(`p${index}`, photo, size.width, size.height)))
        .jpeg({ quality: 90 })
        .toBuffer(),
    })),
  );
}

/** The collage the editor offers first for these pictures (model/collageArrangement bestLayoutFor), at the sheet's first spacing and corners. */
export function demoCollage(geometry: TemplateGeometry, trayImageIDs: readonly string[], pictureSizes: ReadonlyMap<string, Size>) {
  const options = { spacing: layoutSpacingRange.initial, corners: layoutCornersRange.initial };
  const request = { items: [], trayImageIDs, pictureSizes, geometry, options };
  const layout = bestLayoutFor(request);
  if (!layout) throw new Error(`no collage layout takes ${trayImageIDs.length} pictures`);
  const items = arrangeCollage({ ...request, layout, newItemID: (index) => `docs-${index}` });
  return { items, visit: 'docs', layoutID: layout.id, ...options };
}

/** What the caption says and how it looks; its size is its font size (units per em) in its box. */
const caption = { text: 'Summer 2026', fontFamily: 'Pacifico', fill: '#ffffff', stroke: '#4a5759', fontSize: 130 } as const;

/**
 * The caption as Add Text places it (model/placement, centre style) over `items`. Its box is
 * measured from the font file by its advance, as the bench measures its texts.
 */
export function demoCaption(geometry: TemplateGeometry, items: readonly CanvasItem[]) {
  const font = textFont(caption.fontFamily);
  const measure = (line: string) => {
    const width = advanceEm(font, line);
    return { width, inkLeft: 0, inkRight: width };
  };
  const size = textBoxSize(caption.text, font, caption.fontSize, measure);
  const bounds = placeNewItem(geometry, items, { style: 'centre', size });
  const { text, fontFamily, fill, stroke } = caption;
  return { text, fontFamily, fill, stroke, align: 'center' as const, rotation: 0, ...bounds };
}
