/**
 * The bench design: 50 stickers, one per picture, and 10 texts in 10 fonts, scattered over the
 * case with a fixed seed, the last (topmost) one the sticker the gestures work on; and the same
 * design as a RawScene for the raw-Konva page.
 */
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { ghostDrawSize, ghostLayout, mulberry32, visibleGhosts } from '../../src/editor/model/ghosts.ts';
import { pictureImageIDs } from '../../src/editor/model/items.ts';
import { textHeightEm, textWidthEm } from '../../src/editor/model/textLayout.ts';
import type { CanvasItem, NewCanvasItem, Point, Size } from '../../src/editor/model/types.ts';
import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { textFonts, type TextFont } from '../../src/shared/textFonts.ts';
import type { StagePlacement } from './editorApp.ts';
import type { RawScene } from './rawKonva/scene.ts';

export const gestureItemID = 'bench-target';
/**
 * The group of the group drag (issue 21): the gesture sticker and the nine pictures just under
 * the texts, selected together; the drag starts on the gesture sticker.
 */
export const groupItemIDs: readonly string[] = [
  ...Array.from({ length: 9 }, (_, index) => `bench-${40 + index}`),
  gestureItemID,
];
/** The gesture sticker's size in units: about 120 x 90 CSS px at the default zoom of a phone. */
const targetSize: Size = { width: 480, height: 360 };

/** Texts on the bench case, one per font. */
export const benchTextCount = 10;
const benchWords = ['Pat & Sam 2026', 'Summer', 'Hello!', 'Love you', 'Best friends', 'Road trip', 'Cheers', 'Good vibes', 'Ciao bella', 'No. 7'];

/** A line's advance in the font (em), from its file: the bench places texts without a browser. */
export function advanceEm(font: TextFont, line: string): number {
  const file = fontkit.openSync(
    join(import.meta.dirname, `../../node_modules/@fontsource/${font.fileID}/files/${font.fileID}-latin-${font.weight}-normal.woff2`),
  );
  return file.layout(line).advanceWidth / file.unitsPerEm;
}

/** Ten texts in ten fonts, at a seeded random place, size (8–16 mm em) and tilt, with and without outlines. */
function layoutTexts(template: TemplateGeometry, random: () => number): NewCanvasItem[] {
  const { caseBack } = template;
  return textFonts.slice(0, benchTextCount).map((font, index) => {
    const text = benchWords[index] ?? 'Text';
    const fontSize = 80 + random() * 80;
    const width = textWidthEm([{ width: advanceEm(font, text), inkLeft: 0, inkRight: advanceEm(font, text) }]) * fontSize;
    const height = textHeightEm(font, 1) * fontSize;
    const x = caseBack.x + random() * caseBack.width;
    const y = caseBack.y + random() * caseBack.height;
    return {
      kind: 'text',
      itemID: `bench-text-${index}`,
      text,
      fontFamily: font.family,
      fill: index % 2 ? '#ffffff' : '#edafb8',
      align: 'center',
      stroke: index % 3 === 0 ? '#4a5759' : null,
      TL_imageBounds: { x: x - width / 2, y: y - height / 2 },
      BR_imageBounds: { x: x + width / 2, y: y + height / 2 },
      rotation: (random() - 0.5) * 60,
    };
  });
}

/**
 * Back to front: a sticker for every imageID but the last, at a seeded random place, size
 * (4:3, a third to a half of the template's width) and tilt; the ten texts; then the gesture
 * sticker, upright, centred at `targetCentre` (units).
 */
export function layoutStickers(
  template: TemplateGeometry,
  imageIDs: readonly string[],
  targetCentre: Point,
): NewCanvasItem[] {
  const random = mulberry32(20_240);
  const { caseBack } = template;
  const scattered = imageIDs.slice(0, -1).map((imageID, index) => {
    const width = template.width * (0.3 + random() * 0.2);
    const height = width * 0.75;
    const x = caseBack.x + random() * caseBack.width;
    const y = caseBack.y + random() * caseBack.height;
    return {
      kind: 'picture' as const,
      itemID: `bench-${String(index).padStart(2, '0')}`,
      imageID,
      TL_imageBounds: { x: x - width / 2, y: y - height / 2 },
      BR_imageBounds: { x: x + width / 2, y: y + height / 2 },
      rotation: (random() - 0.5) * 70,
    };
  });
  const last = imageIDs.at(-1);
  if (!last) throw new Error('no pictures to place');
  return [
    ...scattered,
    ...layoutTexts(template, random),
    {
      kind: 'picture',
      itemID: gestureItemID,
      imageID: last,
      TL_imageBounds: { x: targetCentre.x - targetSize.width / 2, y: targetCentre.y - targetSize.height / 2 },
      BR_imageBounds: { x: targetCentre.x + targetSize.width / 2, y: targetCentre.y + targetSize.height / 2 },
      rotation: 0,
    },
  ];
}

export interface EditorDesign {
  template: TemplateGeometry;
  templateUrl: string;
  stage: StagePlacement;
  backgroundColor: string;
  ghostSeed: number;
  ghostFreq: number;
  ghostSize: number;
  ghostOpacity: number;
  /** Back to front. */
  items: CanvasItem[];
  images: { imageID: string; url: string; width: number; height: number }[];
}

/** The editor's design as the raw page takes it; the ghosts laid out by the editor's own model. */
export function rawScene(design: EditorDesign): RawScene {
  const { template, stage, items } = design;
  const placed = pictureImageIDs(items);
  const ghosts = visibleGhosts(ghostLayout(design.ghostSeed, template, placed), design.ghostFreq);
  return {
    stageBox: { left: stage.origin.x, top: stage.origin.y, ...stage.size },
    viewport: stage.viewport,
    template,
    templateUrl: design.templateUrl,
    backgroundColor: design.backgroundColor,
    items,
    images: Object.fromEntries(design.images.map(({ imageID, ...image }) => [imageID, image])),
    ghosts,
    ghostSizes: Object.fromEntries(
      design.images
        .filter((image) => placed.includes(image.imageID))
        .map((image) => [image.imageID, ghostDrawSize(image, design.ghostSize)]),
    ),
    ghostOpacity: design.ghostOpacity / 100,
  };
}
