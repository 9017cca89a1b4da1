import { graphemes } from '../../shared/textLimits.ts';
import type { TextFont } from '../../shared/textFonts.ts';
import { centredBounds, itemCentre, itemSize } from './geometry.ts';
import { textBoxSize, textEdgeEm, textFontSize, textLines, type MeasureLine } from './textLayout.ts';
import type { ItemBounds, Point, Size, TextAlign } from './types.ts';

/**
 * Text on a curve (issue 34): each line's letters stand on a circular arc, one after another at
 * their own advances (kerning kept, as measured in the font), each turned to the arc. A curve
 * above 0 arches up (the circle's centre below the words, letters upright on its outside), below
 * 0 down (centre above, letters hanging inside it); its size is the share of `maxSweep` the
 * widest line spans. Further lines lie on concentric arcs one line advance apart. The box is the
 * smallest that holds every letter's cell (its ink across, the font's ascent to descent) with
 * the text's edge round it, so selection, snapping and taps follow the curved words. As for
 * straight text the box's height fixes the font size; the shape of the box comes from measuring
 * the letters in the loaded font. Layout in em (fractions of the font size) unless said.
 */

export const maxCurve = 100;
/** The arc the widest line spans at a curve of ±100, radians: three quarters of a circle. */
export const maxSweepRadians = 1.5 * Math.PI;
/** The innermost letters keep at least this much room from the circle's centre, em. */
const minHoleEm = 0.25;

/** A curve as the editor keeps it: a whole number within ±100. */
export function clampCurve(curve: number): number {
  return Math.round(Math.max(-maxCurve, Math.min(maxCurve, curve)));
}

/** Whether the text is drawn on an arc (absent or 0: straight). */
export function isCurved(curve: number | undefined): curve is number {
  return curve !== undefined && curve !== 0;
}

/** One letter on the arc: where its baseline's middle lies and how it is turned. */
export interface PlacedGlyph {
  text: string;
  /** The middle of the letter's advance on its baseline, from the box's top-left. */
  x: number;
  y: number;
  /** Clockwise, radians: the letter's up points away from the centre (arch up) or towards it (down). */
  rotation: number;
  /** The letter's advance; it is drawn from −advance/2 along its baseline. */
  advance: number;
  /** How far its ink reaches left and right of its middle (negative left). */
  inkLeft: number;
  inkRight: number;
}

export interface CurvedLayout {
  /** Units per em (or 1 for a layout in em). */
  fontSize: number;
  glyphs: PlacedGlyph[];
  /** The box holding every letter, with the edge. */
  size: Size;
  /** Of the font, in the layout's units: each letter's cell reaches this far above and below its baseline. */
  ascent: number;
  descent: number;
}

interface MeasuredLine {
  letters: { text: string; middle: number; advance: number; inkLeft: number; inkRight: number }[];
  width: number;
}

/** A line's letters at 1 em: each one's middle along the line (prefix advances, so kerning is kept) and its ink. */
function measureLetters(line: string, measure: MeasureLine): MeasuredLine {
  const letters = graphemes(line);
  let start = 0;
  const measured = letters.map((letter, index) => {
    const end = measure(letters.slice(0, index + 1).join('')).width;
    const own = measure(letter);
    const advance = end - start;
    const middle = start + advance / 2;
    start = end;
    return { text: letter, middle, advance, inkLeft: -advance / 2 - own.inkLeft, inkRight: -advance / 2 + own.inkRight };
  });
  return { letters: measured, width: measure(line).width };
}

/** Turns (x, y) clockwise by `radians` (y down). */
function turned(x: number, y: number, radians: number): Point {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: x * cos - y * sin, y: x * sin + y * cos };
}

/** The four corners of a letter's cell on the template's axes, relative to the circle's centre. */
function cellCorners(glyph: PlacedGlyph, ascent: number, descent: number): Point[] {
  return [
    [glyph.inkLeft, -ascent],
    [glyph.inkRight, -ascent],
    [glyph.inkRight, descent],
    [glyph.inkLeft, descent],
  ].map(([x = 0, y = 0]) => {
    const offset = turned(x, y, glyph.rotation);
    return { x: glyph.x + offset.x, y: glyph.y + offset.y };
  });
}

/**
 * The curved layout at 1 em; null when the text has no letter to bend (then it is laid out
 * straight). `curve` must not be 0.
 */
export function curvedTextEm(text: string, font: TextFont, align: TextAlign, curve: number, measure: MeasureLine): CurvedLayout | null {
  const lines = textLines(text).map((line) => measureLetters(line, measure));
  if (!lines.some((line) => line.letters.length > 0)) return null;
  const up = curve > 0;
  const widest = lines.reduce((best, line, index) => (line.width > (lines[best]?.width ?? 0) ? index : best), 0);
  const widestWidth = lines[widest]?.width ?? 0;
  const last = lines.length - 1;
  // The arc's radius at the widest line's baseline: its span over the sweep, but never so tight that letters meet in the middle.
  const minRadius = up ? minHoleEm + font.descent + (last - widest) * font.lineAdvance : minHoleEm + font.ascent + widest * font.lineAdvance;
  const sweep = (Math.abs(clampCurve(curve)) / maxCurve) * maxSweepRadians;
  const widestRadius = Math.max(widestWidth / sweep, minRadius);
  const span = widestWidth / widestRadius;

  const glyphs: PlacedGlyph[] = [];
  lines.forEach((line, index) => {
    const radius = widestRadius + (up ? widest - index : index - widest) * font.lineAdvance;
    for (const letter of line.letters) {
      const along =
        align === 'left'
          ? -span / 2 + letter.middle / radius
          : align === 'right'
            ? span / 2 - (line.width - letter.middle) / radius
            : (letter.middle - line.width / 2) / radius;
      const x = radius * Math.sin(along);
      const y = up ? -radius * Math.cos(along) : radius * Math.cos(along);
      glyphs.push({ ...letter, x, y, rotation: up ? along : -along });
    }
  });

  const corners = glyphs.flatMap((glyph) => cellCorners(glyph, font.ascent, font.descent));
  const left = Math.min(...corners.map((corner) => corner.x)) - textEdgeEm;
  const top = Math.min(...corners.map((corner) => corner.y)) - textEdgeEm;
  const right = Math.max(...corners.map((corner) => corner.x)) + textEdgeEm;
  const bottom = Math.max(...corners.map((corner) => corner.y)) + textEdgeEm;
  return {
    fontSize: 1,
    glyphs: glyphs.map((glyph) => ({ ...glyph, x: glyph.x - left, y: glyph.y - top })),
    size: { width: right - left, height: bottom - top },
    ascent: font.ascent,
    descent: font.descent,
  };
}

/** The layout scaled to a box of `size` (units): the font size from the box's height. */
export function layoutCurvedText(
  text: string,
  font: TextFont,
  align: TextAlign,
  curve: number,
  size: Size,
  measure: MeasureLine,
): CurvedLayout | null {
  const em = curvedTextEm(text, font, align, curve, measure);
  if (!em) return null;
  const fontSize = size.height / em.size.height;
  const scale = (value: number) => value * fontSize;
  return {
    fontSize,
    glyphs: em.glyphs.map((glyph) => ({
      ...glyph,
      x: scale(glyph.x),
      y: scale(glyph.y),
      advance: scale(glyph.advance),
      inkLeft: scale(glyph.inkLeft),
      inkRight: scale(glyph.inkRight),
    })),
    size,
    ascent: scale(em.ascent),
    descent: scale(em.descent),
  };
}

/** What a text's box depends on. */
export interface TextShape {
  text: string;
  font: TextFont;
  align: TextAlign;
  curve?: number | undefined;
}

/** The box of a text at `fontSize` (units), straight or curved, in units. */
export function shapedTextBoxSize(shape: TextShape, fontSize: number, measure: MeasureLine): Size {
  const em = isCurved(shape.curve) ? curvedTextEm(shape.text, shape.font, shape.align, shape.curve, measure) : null;
  if (!em) return textBoxSize(shape.text, shape.font, fontSize, measure);
  return { width: em.size.width * fontSize, height: em.size.height * fontSize };
}

/** The font size (units per em) of a text, straight or curved, in `bounds`. */
export function shapedTextFontSize(bounds: ItemBounds, shape: TextShape, measure: MeasureLine): number {
  const em = isCurved(shape.curve) ? curvedTextEm(shape.text, shape.font, shape.align, shape.curve, measure) : null;
  return em ? itemSize(bounds).height / em.size.height : textFontSize(bounds, shape.text, shape.font);
}

/**
 * The bounds of a text after its words, style or curve changed: the same centre and font size as
 * before (so typing or bending grows the box about its middle), the box of the new text.
 */
export function refitShapedText(before: { bounds: ItemBounds } & TextShape, after: TextShape, measure: MeasureLine): ItemBounds {
  const fontSize = shapedTextFontSize(before.bounds, before, measure);
  return centredBounds(itemCentre(before.bounds), shapedTextBoxSize(after, fontSize, measure));
}

/**
 * Whether a point of the text's box (units from its top-left, as model/itemLocal gives it) lies on
 * a letter's cell or within the edge round it: a tap inside the arch's hollow misses the text.
 */
export function curvedTextHolds(layout: CurvedLayout, point: Point): boolean {
  const edge = textEdgeEm * layout.fontSize;
  return layout.glyphs.some((glyph) => {
    const local = turned(point.x - glyph.x, point.y - glyph.y, -glyph.rotation);
    return (
      local.x >= glyph.inkLeft - edge &&
      local.x <= glyph.inkRight + edge &&
      local.y >= -layout.ascent - edge &&
      local.y <= layout.descent + edge
    );
  });
}
