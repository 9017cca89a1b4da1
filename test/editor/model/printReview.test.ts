import { describe, expect, it } from 'vitest';
import { firstStickerToFix, reviewDesign, type DesignForReview } from '../../../src/editor/model/printReview.ts';
import { findModel } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { textHeightEm } from '../../../src/editor/model/textLayout.ts';
import type { TextItem } from '../../../src/editor/model/types.ts';
import { textFont } from '../../../src/shared/textFonts.ts';
import { makeItem } from './makeItem.ts';

/** A Montserrat text at `fontSize` units per em, its capitals 0.7 of that tall, in the middle of the case. */
function textOf(itemID: string, itemIndex: number, fontSize: number, x = template.caseBack.x + 200): TextItem {
  const height = textHeightEm(textFont('Montserrat'), 1) * fontSize;
  const y = template.caseBack.y + template.caseBack.height / 2;
  return {
    kind: 'text',
    itemID,
    itemIndex,
    TL_imageBounds: { x, y },
    BR_imageBounds: { x: x + 400, y: y + height },
    rotation: 0,
    text: 'Pat & Sam',
    fontFamily: 'Montserrat',
    fill: '#ffffff',
    align: 'center',
    stroke: null,
  };
}

const model = findModel('15');
if (!model) throw new Error('iPhone 15 is missing from the catalog');
const template = templateGeometry(model);
const camera = template.cameraCutout;

function design(overrides: Partial<DesignForReview>): DesignForReview {
  return {
    items: [],
    pictureSizes: new Map(),
    template,
    backgroundColor: '#4a5759',
    defaultBackgroundColor: '#4a5759',
    showsBackgroundImage: false,
    ...overrides,
  };
}

describe('the review before paying', () => {
  it('an untouched design is empty; a chosen colour alone is only the background colour', () => {
    expect(reviewDesign(design({}))).toEqual([{ kind: 'empty' }]);
    expect(reviewDesign(design({ backgroundColor: '#4A5759' }))).toEqual([{ kind: 'empty' }]);
    expect(reviewDesign(design({ backgroundColor: '#edafb8' }))).toEqual([{ kind: 'backgroundColourOnly' }]);
    expect(reviewDesign(design({ showsBackgroundImage: true }))).toEqual([]);
  });

  it('does not see empty frames: they print nothing, wherever they are', () => {
    const frame = { kind: 'frame' as const, itemID: 'f', itemIndex: 0, TL_imageBounds: { x: camera.x, y: camera.y }, BR_imageBounds: { x: camera.x + camera.width, y: camera.y + camera.height }, rotation: 0 };
    expect(reviewDesign(design({ items: [frame] }))).toEqual([{ kind: 'empty' }]);
  });

  it('lists low-resolution stickers, then stickers mostly under the camera, front first', () => {
    // 72 px over 300 units: 60.96 DPI. 2000 px over 300 units: sharp.
    const lowBack = { ...makeItem(0, [200, 600], [500, 900]), imageID: 'emoji' };
    const sharpOnCamera = {
      ...makeItem(1, [camera.x, camera.y], [camera.x + camera.width, camera.y + camera.height]),
      imageID: 'photo',
    };
    const lowFront = { ...makeItem(2, [300, 900], [600, 1200]), imageID: 'emoji' };
    const unknownPicture = { ...makeItem(3, [150, 1200], [450, 1500]), imageID: 'gone' };
    const findings = reviewDesign(
      design({
        items: [lowBack, sharpOnCamera, lowFront, unknownPicture],
        pictureSizes: new Map([
          ['emoji', { width: 72, height: 72 }],
          ['photo', { width: 2000, height: 2000 }],
        ]),
      }),
    );
    expect(findings).toEqual([
      { kind: 'lowResolution', itemID: 'item-2', dpi: expect.closeTo(60.96, 9) as number },
      { kind: 'lowResolution', itemID: 'item-0', dpi: expect.closeTo(60.96, 9) as number },
      { kind: 'underCamera', itemID: 'item-1' },
    ]);
    expect(firstStickerToFix(findings)).toBe('item-2');
  });

  it('a design of sharp stickers away from the camera has nothing to say', () => {
    const sharp = { ...makeItem(0, [200, 600], [500, 900]), imageID: 'photo' };
    expect(reviewDesign(design({ items: [sharp], pictureSizes: new Map([['photo', { width: 1200, height: 1200 }]]) }))).toEqual([]);
  });

  it('"Fix it" has no sticker to select in an empty design', () => {
    expect(firstStickerToFix([{ kind: 'empty' }])).toBeNull();
  });

  it('lists text whose capitals print under 2 mm as hard to read, with its size, front first; a text is never low resolution', () => {
    // Cap height 0.7 em: 28 units per em prints 1.96 mm capitals, 29 units 2.03 mm.
    const tiny = textOf('tiny', 0, 28);
    const readable = textOf('readable', 1, 29);
    const small = textOf('small', 2, 20);
    const findings = reviewDesign(design({ items: [tiny, readable, small] }));
    expect(findings.map((finding) => finding.kind === 'smallText' && [finding.itemID, finding.capHeightMm])).toEqual([
      ['small', expect.closeTo(1.4, 10) as number],
      ['tiny', expect.closeTo(1.96, 10) as number],
    ]);
    expect(firstStickerToFix(findings)).toBe('small');
    expect(reviewDesign(design({ items: [readable] }))).toEqual([]);
  });

  it('lists a text mostly under the camera, like a picture', () => {
    const overCamera = { ...textOf('cam', 0, 60), TL_imageBounds: { x: camera.x + 10, y: camera.y + 10 }, BR_imageBounds: { x: camera.x + 200, y: camera.y + 100 } };
    expect(reviewDesign(design({ items: [overCamera] }))).toEqual([{ kind: 'underCamera', itemID: 'cam' }]);
  });
});
