import { palette } from '../brand.ts';
import type { PhoneModel } from './catalog.ts';
import { templateGeometry, type UnitRect } from './templateGeometry.ts';

interface Stroke {
  colour: string;
  opacity: number;
  /** In template units. */
  width: number;
}

/**
 * Outline strokes in template units (10 per mm). A light halo under a slate line keeps the
 * outline readable over dark and light designs alike without hiding them.
 */
const halo: Stroke = { colour: '#ffffff', opacity: 0.6, width: 12 };
const line: Stroke = { colour: palette.slate, opacity: 0.85, width: 5 };

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

function roundedRect(rect: UnitRect): string {
  const { x, y, width, height, cornerRadius } = rect;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${cornerRadius}"/>`;
}

function strokeGroup(stroke: Stroke, shapes: string): string {
  return (
    `<g stroke="${stroke.colour}" stroke-opacity="${stroke.opacity}" ` +
    `stroke-width="${stroke.width}">${shapes}</g>`
  );
}

/**
 * The model's template as an SVG document, one unit per template unit: a transparent print
 * area with the outline of the case's back and of its camera cut-out drawn over it.
 */
export function templateSvg(model: PhoneModel): string {
  const { width, height, caseBack, cameraCutout } = templateGeometry(model);
  const shapes = roundedRect(caseBack) + roundedRect(cameraCutout);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(model.name)} case template</title>`,
    `<g fill="none">${strokeGroup(halo, shapes)}${strokeGroup(line, shapes)}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
