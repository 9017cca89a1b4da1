import { textFont } from '../../shared/textFonts.ts';
import { measureLineIn } from '../assets/textMeasure.ts';
import { itemSize } from '../model/geometry.ts';
import type { TextHolds } from '../model/shapeHitTest.ts';
import { curvedTextHolds as holds, isCurved, layoutCurvedText } from '../model/textCurve.ts';

/** A tap's test of a text (model/shapeHitTest): on a curved text's letters, measured in its font; anywhere in a straight one's box. */
export const curvedTextHolds: TextHolds = (item, local) => {
  if (!isCurved(item.curve)) return true;
  const font = textFont(item.fontFamily);
  const layout = layoutCurvedText(item.text, font, item.align, item.curve, itemSize(item), measureLineIn(font));
  return layout ? holds(layout, local) : true;
};
