import { unitsPerMm } from '../../shared/catalog/templateGeometry.ts';
import type { TextFont } from '../../shared/textFonts.ts';
import { itemSize } from './geometry.ts';
import type { ItemBounds, Size, TextAlign } from './types.ts';

/**
 * A text item's box and the place of each line in it. The box's height fixes the font size
 * through the font's own metrics (shared/textFonts), so the bounds alone say how big the text
 * is: resizing the box scales the font, and every device derives the same size. Only the width
 * comes from measuring the words in the loaded font. Sizes in em are fractions of the font size.
 */

/** The outline's visible width, em; it is stroked twice as wide under the fill. */
export const outlineWidthEm = 0.08;
/** Room kept round the text on every side (an outline fits in it, on or off), em. */
export const textEdgeEm = outlineWidthEm;
/** The narrowest a text's content is, em, so an empty text can still be selected while it is edited. */
export const minContentEm = 0.5;
/** Below this cap height, in printed mm, the review says a text may be hard to read. */
export const minReadableCapHeightMm = 2;

/** One line measured in its font at 1 em: its advance and how far its ink reaches, em. */
export interface LineMeasure {
  /** Advance width. */
  width: number;
  /** Ink left of the line's start (positive when a swash hangs out to the left). */
  inkLeft: number;
  /** Ink right of the line's start. */
  inkRight: number;
}

/** Measures one line of text in a font at 1 em (the canvas's measureText, in the editor). */
export type MeasureLine = (line: string) => LineMeasure;

/** The text's lines (a newline starts one). */
export function textLines(text: string): string[] {
  return text.split('\n');
}

/** Whether the text shows nothing: such an item is removed when its editing is done. */
export function isEmptyText(text: string): boolean {
  return text.trim() === '';
}

/** The box's height for `lineCount` lines, em: the first line's ascent, the line advances, the last descent, the edges. */
export function textHeightEm(font: TextFont, lineCount: number): number {
  return font.ascent + Math.max(0, lineCount - 1) * font.lineAdvance + font.descent + 2 * textEdgeEm;
}

/** How far ink hangs out past the lines' advances on either side, em (the widest overhang of any line). */
function overhangEm(measures: readonly LineMeasure[]): number {
  return Math.max(0, ...measures.map((line) => Math.max(line.inkLeft, line.inkRight - line.width)));
}

/** The box's width for measured lines, em: the widest line, with room for overhanging ink and the edges. */
export function textWidthEm(measures: readonly LineMeasure[]): number {
  const content = Math.max(minContentEm, ...measures.map((line) => line.width));
  return content + 2 * (overhangEm(measures) + textEdgeEm);
}

/** The box of `text` at `fontSize` (units), in units. */
export function textBoxSize(text: string, font: TextFont, fontSize: number, measure: MeasureLine): Size {
  const lines = textLines(text);
  return { width: textWidthEm(lines.map(measure)) * fontSize, height: textHeightEm(font, lines.length) * fontSize };
}

/** The font size (units per em) of a text in `bounds`: the box's height over its height in em. */
export function textFontSize(bounds: ItemBounds, text: string, font: TextFont): number {
  return itemSize(bounds).height / textHeightEm(font, textLines(text).length);
}

/** A line placed in the box: its start and baseline, in units from the box's top-left. */
export interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
}

/**
 * Where each line is drawn in a box of `size` (units): the font size from the box's height,
 * each baseline one line advance below the last, each line at the left, middle or right of the
 * room inside the edges and the overhang.
 */
export function layoutText(
  text: string,
  font: TextFont,
  align: TextAlign,
  size: Size,
  measure: MeasureLine,
): { fontSize: number; lines: PlacedLine[] } {
  const lines = textLines(text);
  const fontSize = size.height / textHeightEm(font, lines.length);
  const measures = lines.map(measure);
  const inset = (overhangEm(measures) + textEdgeEm) * fontSize;
  const placed = lines.map((line, index): PlacedLine => {
    const width = (measures[index]?.width ?? 0) * fontSize;
    const x = align === 'left' ? inset : align === 'right' ? size.width - inset - width : (size.width - width) / 2;
    return { text: line, x, baseline: (textEdgeEm + font.ascent + index * font.lineAdvance) * fontSize };
  });
  return { fontSize, lines: placed };
}

/** How tall the text's capitals print, in mm (10 units per mm). */
export function printedCapHeightMm(bounds: ItemBounds, text: string, font: TextFont): number {
  return (textFontSize(bounds, text, font) * font.capHeight) / unitsPerMm;
}
