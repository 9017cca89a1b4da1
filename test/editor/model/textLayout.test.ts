import { describe, expect, it } from 'vitest';
import { textFont } from '../../../src/shared/textFonts.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';
import {
  isEmptyText,
  layoutText,
  printedCapHeightMm,
  textBoxSize,
  textEdgeEm,
  textFontSize,
  textHeightEm,
  textWidthEm,
  type MeasureLine,
} from '../../../src/editor/model/textLayout.ts';
import { refitShapedText } from '../../../src/editor/model/textCurve.ts';
import { pinchGroup } from '../../../src/editor/model/groupTransform.ts';
import { itemFromGeometry } from '../../../src/editor/model/transform.ts';
import type { TextItem } from '../../../src/editor/model/types.ts';

const pacifico = textFont('Pacifico');
const montserrat = textFont('Montserrat');
/** A stand-in for the browser's measureText: every character 0.5 em wide, its ink exactly its advance. */
const halfEm: MeasureLine = (line) => ({ width: line.length * 0.5, inkLeft: 0, inkRight: line.length * 0.5 });

function textItem(text: string, bounds: { x: number; y: number; width: number; height: number }): TextItem {
  return {
    kind: 'text',
    itemID: 't',
    itemIndex: 0,
    TL_imageBounds: { x: bounds.x, y: bounds.y },
    BR_imageBounds: { x: bounds.x + bounds.width, y: bounds.y + bounds.height },
    rotation: 0,
    text,
    fontFamily: 'Pacifico',
    fill: '#ffffff',
    align: 'center',
    stroke: null,
  };
}

describe('a text box from the font’s metrics', () => {
  it('is as tall as the first ascent, the line advances and the last descent, with the edges', () => {
    expect(textHeightEm(pacifico, 1)).toBeCloseTo(1.478 + 0.457 + 2 * textEdgeEm, 10);
    expect(textHeightEm(pacifico, 3)).toBeCloseTo(1.478 + 2 * 1.756 + 0.457 + 2 * textEdgeEm, 10);
    expect(textHeightEm(montserrat, 2)).toBeCloseTo(1.109 + 1.219 + 0.453 + 2 * textEdgeEm, 10);
  });

  it('is as wide as the widest line, with room for ink hanging out of it on either side', () => {
    expect(textWidthEm([{ width: 4, inkLeft: 0, inkRight: 4 }, { width: 2, inkLeft: 0, inkRight: 2 }])).toBeCloseTo(4 + 2 * textEdgeEm, 10);
    // A swash 0.3 em left of the start, another 0.2 em past the end: the wider overhang on both sides.
    expect(textWidthEm([{ width: 4, inkLeft: 0.3, inkRight: 4.2 }])).toBeCloseTo(4 + 2 * (0.3 + textEdgeEm), 10);
    // An empty text keeps a box that can be selected.
    expect(textWidthEm([{ width: 0, inkLeft: 0, inkRight: 0 }])).toBeCloseTo(0.5 + 2 * textEdgeEm, 10);
  });

  it('sizes a box from the words at a font size in units', () => {
    const size = textBoxSize('Pat\nSam 2026', pacifico, 100, halfEm);
    expect(size.width).toBeCloseTo((8 * 0.5 + 2 * textEdgeEm) * 100, 8);
    expect(size.height).toBeCloseTo(textHeightEm(pacifico, 2) * 100, 8);
  });

  it('reads the font size back from the box’s height alone', () => {
    const item = textItem('Pat\nSam', { x: 0, y: 0, width: 999, height: textHeightEm(pacifico, 2) * 120 });
    expect(textFontSize(item, item.text, pacifico)).toBeCloseTo(120, 10);
  });
});

describe('resizing a text', () => {
  const item = textItem('Pat & Sam 2026', { x: 100, y: 200, width: 760, height: textHeightEm(pacifico, 1) * 100 });

  it('scales the font with the box: the Transformer keeps the ratio', () => {
    const size = itemSize(item);
    const grown = itemFromGeometry(item, { x: 480, y: 300, width: size.width * 1.5, height: size.height * 1.5, rotation: 30 });
    expect(grown.kind).toBe('text');
    expect(textFontSize(grown, item.text, pacifico)).toBeCloseTo(150, 8);
  });

  it('scales the font with a two-finger pinch too', () => {
    const [pinched = item] = pinchGroup([item], [{ x: 300, y: 300 }, { x: 500, y: 300 }], [{ x: 250, y: 300 }, { x: 550, y: 300 }]);
    expect(textFontSize(pinched, item.text, pacifico)).toBeCloseTo(150, 8);
  });

  it('keeps the centre and the font size when the words change, and the box fits the new words', () => {
    const bounds = refitShapedText({ bounds: item, text: item.text, font: pacifico, align: 'center', curve: undefined }, { text: 'Pat\nSam', font: pacifico, align: 'center', curve: undefined }, halfEm);
    expect(bounds.TL_imageBounds.x + bounds.BR_imageBounds.x).toBeCloseTo(item.TL_imageBounds.x + item.BR_imageBounds.x, 8);
    expect(bounds.TL_imageBounds.y + bounds.BR_imageBounds.y).toBeCloseTo(item.TL_imageBounds.y + item.BR_imageBounds.y, 8);
    expect(textFontSize(bounds, 'Pat\nSam', pacifico)).toBeCloseTo(100, 8);
    expect(bounds.BR_imageBounds.x - bounds.TL_imageBounds.x).toBeCloseTo((3 * 0.5 + 2 * textEdgeEm) * 100, 8);
  });
});

describe('laying out the lines', () => {
  it('puts each baseline one line advance under the last, and each line at the left, middle or right', () => {
    const size = { width: 1000, height: textHeightEm(pacifico, 2) * 100 };
    const at = (align: 'left' | 'center' | 'right') => layoutText('abcd\nab', pacifico, align, size, halfEm).lines;
    const [first, second] = at('left');
    expect(first?.baseline).toBeCloseTo((textEdgeEm + 1.478) * 100, 8);
    expect((second?.baseline ?? 0) - (first?.baseline ?? 0)).toBeCloseTo(175.6, 8);
    expect(first?.x).toBeCloseTo(textEdgeEm * 100, 8);
    expect(at('center')[1]?.x).toBeCloseTo((1000 - 100) / 2, 8);
    expect(at('right')[0]?.x).toBeCloseTo(1000 - textEdgeEm * 100 - 200, 8);
  });
});

describe('the empty-text rule', () => {
  it('counts a text of spaces and newlines as empty', () => {
    expect(isEmptyText('')).toBe(true);
    expect(isEmptyText('  \n ')).toBe(true);
    expect(isEmptyText(' a ')).toBe(false);
    expect(isEmptyText('🙂')).toBe(false);
  });
});

describe('the printed size of the letters', () => {
  it('is the font size times the cap height, at 10 units per mm', () => {
    const item = textItem('Pat', { x: 0, y: 0, width: 300, height: textHeightEm(pacifico, 1) * 30 });
    expect(printedCapHeightMm(item, item.text, pacifico)).toBeCloseTo((30 * 0.877) / 10, 10);
  });
});
