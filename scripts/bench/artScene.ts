/**
 * The art bench design (issue 34): the editor bench's design with 20 of its pictures turned into
 * emoji and 10 into coloured shapes (each where the picture was, as large, at its own aspect),
 * and 5 of its texts on a curve (their boxes refitted about their centres as the editor does,
 * measured from the font files as the bench places its texts). The gesture sticker stays a picture.
 */
import { artShapes } from '../../src/shared/art/artShapes.ts';
import emojiIDs from '../../src/shared/art/emojiIDs.json' with { type: 'json' };
import { palette } from '../../src/shared/brand.ts';
import { textFont } from '../../src/shared/textFonts.ts';
import { centredBounds, itemCentre, itemSize } from '../../src/editor/model/geometry.ts';
import { shapedTextBoxSize } from '../../src/editor/model/textCurve.ts';
import { textHeightEm } from '../../src/editor/model/textLayout.ts';
import type { NewCanvasItem, Size } from '../../src/editor/model/types.ts';
import { advanceEm, gestureItemID } from './editorScene.ts';

export const benchEmojiCount = 20;
export const benchShapeCount = 10;
const curves = [60, -40, 100, 30, -80];
const colours = Object.values(palette);

/** A box of the picture's area at `ratio`, about its centre. */
function sameArea(item: NewCanvasItem, ratio: Size) {
  const { width, height } = itemSize(item);
  const scale = Math.sqrt((width * height) / (ratio.width * ratio.height));
  return centredBounds(itemCentre(item), { width: ratio.width * scale, height: ratio.height * scale });
}

export function withArt(items: readonly NewCanvasItem[]): NewCanvasItem[] {
  let pictures = 0;
  let texts = 0;
  return items.map((item): NewCanvasItem => {
    if (item.kind === 'text') {
      const curve = curves[texts];
      texts += 1;
      if (curve === undefined) return item;
      const font = textFont(item.fontFamily);
      const fontSize = itemSize(item).height / textHeightEm(font, 1);
      const measure = (line: string) => ({ width: advanceEm(font, line), inkLeft: 0, inkRight: advanceEm(font, line) });
      const size = shapedTextBoxSize({ text: item.text, font, align: item.align, curve }, fontSize, measure);
      return { ...item, curve, ...centredBounds(itemCentre(item), size) };
    }
    if (item.kind !== 'picture' || item.itemID === gestureItemID) return item;
    const index = pictures;
    pictures += 1;
    const { itemID, rotation } = item;
    if (index < benchEmojiCount) {
      const artID = emojiIDs[Math.floor((index * emojiIDs.length) / benchEmojiCount)] ?? '1f436';
      return { kind: 'art', itemID, rotation, source: 'emoji', artID, ...sameArea(item, { width: 1, height: 1 }) };
    }
    const shape = artShapes[index - benchEmojiCount];
    if (!shape) return item;
    const fill = colours[index % colours.length] ?? '#ffffff';
    return { kind: 'art', itemID, rotation, source: 'shape', artID: shape.id, fill, ...sameArea(item, shape) };
  });
}
