import { describe, expect, it } from 'vitest';
import { textFont } from '../../../src/shared/textFonts.ts';
import {
  clampCurve,
  curvedTextEm,
  curvedTextHolds,
  layoutCurvedText,
  maxSweepRadians,
  refitShapedText,
  shapedTextBoxSize,
  shapedTextFontSize,
  type CurvedLayout,
  type PlacedGlyph,
} from '../../../src/editor/model/textCurve.ts';
import { textBoxSize, textEdgeEm, type MeasureLine } from '../../../src/editor/model/textLayout.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';

const montserrat = textFont('Montserrat');
/** A stand-in for the browser's measureText: every character 0.5 em wide, its ink exactly its advance. */
const halfEm: MeasureLine = (line) => ({ width: line.length * 0.5, inkLeft: 0, inkRight: line.length * 0.5 });

/** The corners of a letter's cell (its ink across, the font's ascent to descent), in the layout's box. */
function cellCorners(layout: CurvedLayout, glyph: PlacedGlyph) {
  const cos = Math.cos(glyph.rotation);
  const sin = Math.sin(glyph.rotation);
  return [
    [glyph.inkLeft, -layout.ascent],
    [glyph.inkRight, -layout.ascent],
    [glyph.inkRight, layout.descent],
    [glyph.inkLeft, layout.descent],
  ].map(([x = 0, y = 0]) => ({ x: glyph.x + x * cos - y * sin, y: glyph.y + x * sin + y * cos }));
}

/** The centre of the circle a letter's baseline lies on at `radius`: its up points straight away from it (arch up). */
function centreUnder(glyph: PlacedGlyph, radius: number) {
  return { x: glyph.x - radius * Math.sin(glyph.rotation), y: glyph.y + radius * Math.cos(glyph.rotation) };
}

describe('text on a curve', () => {
  it('keeps the curve a whole number within ±100', () => {
    expect(clampCurve(60.4)).toBe(60);
    expect(clampCurve(250)).toBe(100);
    expect(clampCurve(-101)).toBe(-100);
  });

  it('stands the letters of an arch up on one circle, upright on its outside, evenly along it, the middle letter on top', () => {
    const layout = curvedTextEm('HELLO', montserrat, 'center', 60, halfEm);
    expect(layout).not.toBeNull();
    const glyphs = layout?.glyphs ?? [];
    expect(glyphs.map((glyph) => glyph.text)).toEqual(['H', 'E', 'L', 'L', 'O']);
    // The line (2.5 em) spans 60% of the sweep: radius 2.5 / (0.6 * 1.5π).
    const radius = 2.5 / (0.6 * maxSweepRadians);
    const centres = glyphs.map((glyph) => centreUnder(glyph, radius));
    for (const centre of centres) {
      expect(centre.x).toBeCloseTo(centres[0]?.x ?? NaN, 9);
      expect(centre.y).toBeCloseTo(centres[0]?.y ?? NaN, 9);
    }
    // One letter's advance apart along the arc: 0.5 em over the radius.
    glyphs.slice(1).forEach((glyph, index) => expect(glyph.rotation - (glyphs[index]?.rotation ?? 0)).toBeCloseTo(0.5 / radius, 9));
    expect(glyphs[2]?.rotation).toBeCloseTo(0, 12);
    // The middle letter is the highest; the ends are lower, tilted out.
    const ys = glyphs.map((glyph) => glyph.y);
    expect(Math.min(...ys)).toBe(glyphs[2]?.y);
    expect(glyphs[0]?.rotation).toBeLessThan(0);
    expect(glyphs[4]?.rotation).toBeGreaterThan(0);
  });

  it('hangs the letters of an arch down inside the circle, the middle letter lowest', () => {
    const glyphs = curvedTextEm('HELLO', montserrat, 'center', -60, halfEm)?.glyphs ?? [];
    const ys = glyphs.map((glyph) => glyph.y);
    expect(Math.max(...ys)).toBe(glyphs[2]?.y);
    expect(glyphs[0]?.rotation).toBeGreaterThan(0);
    expect(glyphs[4]?.rotation).toBeLessThan(0);
  });

  for (const [what, text, curve, align] of [
    ['an arch up', 'Happy birthday', 60, 'center'],
    ['a full arch down', 'Happy birthday', -100, 'center'],
    ['three lines, left', 'Pat\nand\nSam Smith', 100, 'left'],
    ['three lines, right, down', 'Pat\nand\nSam Smith', -45, 'right'],
    ['one letter bent hard', 'A', 100, 'center'],
  ] as const) {
    it(`${what}: the box holds every letter's cell with the text's edge round it, and no more`, () => {
      const layout = layoutCurvedText(text, montserrat, align, curve, { width: 1, height: 300 }, halfEm);
      if (!layout) throw new Error('no layout');
      const corners = layout.glyphs.flatMap((glyph) => cellCorners(layout, glyph));
      const edge = textEdgeEm * layout.fontSize;
      const xs = corners.map((corner) => corner.x);
      const ys = corners.map((corner) => corner.y);
      expect(Math.min(...ys)).toBeCloseTo(edge, 6);
      expect(Math.max(...ys)).toBeCloseTo(300 - edge, 6);
      expect(Math.min(...xs)).toBeCloseTo(edge, 6);
      // The layout's own width at this font size (the box given was only a height).
      const em = curvedTextEm(text, montserrat, align, curve, halfEm);
      expect(Math.max(...xs)).toBeCloseTo((em?.size.width ?? 0) * layout.fontSize - edge, 6);
    });
  }

  it('bends harder with a greater curve: the ends of the words drop further', () => {
    const drop = (curve: number) => {
      const glyphs = curvedTextEm('Happy birthday', montserrat, 'center', curve, halfEm)?.glyphs ?? [];
      return (glyphs[0]?.y ?? 0) - Math.min(...glyphs.map((glyph) => glyph.y));
    };
    expect(drop(30)).toBeGreaterThan(0);
    expect(drop(60)).toBeGreaterThan(drop(30));
    expect(drop(100)).toBeGreaterThan(drop(60));
  });

  it('sizes the box from the font size, keeps it about its centre when the curve changes, and gives the straight box back at 0', () => {
    const shape = { text: 'Pat & Sam', font: montserrat, align: 'center' as const };
    const straight = { TL_imageBounds: { x: 100, y: 100 }, BR_imageBounds: { x: 100 + 4.5 * 100 + 16, y: 100 + 156.2 } };
    const straightSize = textBoxSize(shape.text, montserrat, 100, halfEm);
    straight.BR_imageBounds = { x: 100 + straightSize.width, y: 100 + straightSize.height };
    const arched = refitShapedText({ bounds: straight, ...shape }, { ...shape, curve: 60 }, halfEm);
    expect(itemSize(arched)).toEqual(shapedTextBoxSize({ ...shape, curve: 60 }, 100, halfEm));
    expect(shapedTextFontSize(arched, { ...shape, curve: 60 }, halfEm)).toBeCloseTo(100, 9);
    const back = refitShapedText({ bounds: arched, ...shape, curve: 60 }, { ...shape, curve: 0 }, halfEm);
    expect(back.TL_imageBounds.x).toBeCloseTo(straight.TL_imageBounds.x, 9);
    expect(back.TL_imageBounds.y).toBeCloseTo(straight.TL_imageBounds.y, 9);
    expect(back.BR_imageBounds.x).toBeCloseTo(straight.BR_imageBounds.x, 9);
    expect(back.BR_imageBounds.y).toBeCloseTo(straight.BR_imageBounds.y, 9);
  });

  it('lays out nothing to bend for words of spaces only (then they are straight)', () => {
    expect(curvedTextEm('', montserrat, 'center', 50, halfEm)).toBeNull();
  });

  it('is hit on its letters and not in the hollow under the arch', () => {
    const size = shapedTextBoxSize({ text: 'Happy birthday', font: montserrat, align: 'center', curve: 100 }, 100, halfEm);
    const layout = layoutCurvedText('Happy birthday', montserrat, 'center', 100, size, halfEm);
    if (!layout) throw new Error('no layout');
    const top = layout.glyphs[6];
    if (!top) throw new Error('no letter');
    expect(curvedTextHolds(layout, { x: top.x, y: top.y - 20 })).toBe(true);
    // The circle's centre, inside the arch: in the box, on no letter.
    expect(curvedTextHolds(layout, { x: size.width / 2, y: size.height * 0.62 })).toBe(false);
  });
});
