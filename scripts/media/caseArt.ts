import type { TemplateGeometry, UnitRect } from '../../src/shared/catalog/templateGeometry.ts';
import { photoSvg, type Photo } from '../../src/shared/samplePhotos.ts';

/** A photo placed on the case, in template units around its centre; rotation in degrees. */
export interface Placement {
  photo: Photo;
  cx: number;
  cy: number;
  width: number;
  height: number;
  rotation: number;
  opacity?: number;
  /** Draw a white print border, as a photo print. */
  framed?: boolean;
}

export interface CaseArtOptions {
  id: string;
  background: string;
  placements: readonly Placement[];
  /** Position of a glossy light sweep across the case, 0–1, or none. */
  sheen?: number;
  shadow?: boolean;
}

const roundedRect = (r: UnitRect, extra = '') =>
  `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${r.cornerRadius}" ${extra}/>`;

/** A placed photo, drawn in the coordinates its placement is given in. */
export function placementSvg(id: string, placement: Placement): string {
  const { cx, cy, width, height, rotation, opacity = 1, framed = true } = placement;
  const border = framed ? Math.round(Math.min(width, height) * 0.05) : 0;
  const photo = photoSvg(id, placement.photo, width - 2 * border, height - 2 * border);
  const print = framed
    ? `<rect width="${width}" height="${height}" rx="${border * 0.6}" fill="#fffdf9"/>`
    : '';
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${rotation})" opacity="${opacity}">` +
    `<g transform="translate(${-width / 2} ${-height / 2})">${print}` +
    `<g transform="translate(${border} ${border})">${photo}</g></g></g>`
  );
}

function cameraSvg(cutout: UnitRect): string {
  const lens = (fx: number, fy: number) => {
    const r = cutout.width * 0.19;
    const x = cutout.x + cutout.width * fx;
    const y = cutout.y + cutout.height * fy;
    return (
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#2c3436" stroke="#5d6a6c" stroke-width="${r * 0.18}"/>` +
      `<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="#0d1112"/>` +
      `<circle cx="${x - r * 0.2}" cy="${y - r * 0.2}" r="${r * 0.12}" fill="#8fa3b5" opacity="0.8"/>`
    );
  };
  return (
    roundedRect(cutout, 'fill="#1b2122"') +
    lens(0.28, 0.27) +
    lens(0.28, 0.73) +
    lens(0.73, 0.5) +
    `<circle cx="${cutout.x + cutout.width * 0.74}" cy="${cutout.y + cutout.height * 0.18}" r="${cutout.width * 0.05}" fill="#f3e8c8" opacity="0.85"/>`
  );
}

/**
 * The case's back with a collage on it, in template units: photos clipped to the case, the
 * camera cut-out, shading along the edges where the print wraps round, and an optional sheen.
 */
export function caseArtSvg(geometry: TemplateGeometry, options: CaseArtOptions): string {
  const { id, background, placements, sheen, shadow = true } = options;
  const back = geometry.caseBack;
  const photos = placements.map((placement, i) => placementSvg(`${id}p${i}`, placement)).join('');
  const edge = back.width * 0.05;
  const sheenX = sheen === undefined ? null : back.x - back.width + sheen * back.width * 3;
  return (
    `<defs><clipPath id="${id}clip">${roundedRect(back)}</clipPath>` +
    `<filter id="${id}blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${edge * 0.9}"/></filter>` +
    `<linearGradient id="${id}edge" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
    `<stop offset="0.07" stop-color="#000" stop-opacity="0"/><stop offset="0.93" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0.3"/></linearGradient>` +
    `<linearGradient id="${id}sheen" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    (shadow
      ? roundedRect(
          { ...back, x: back.x + edge * 0.6, y: back.y + edge * 1.4 },
          `fill="#1f2627" opacity="0.35" filter="url(#${id}blur)"`,
        )
      : '') +
    `<g clip-path="url(#${id}clip)">` +
    roundedRect(back, `fill="${background}"`) +
    photos +
    roundedRect(back, `fill="url(#${id}edge)"`) +
    (sheenX === null
      ? ''
      : `<rect x="${sheenX}" y="${back.y - back.height}" width="${back.width * 0.6}" height="${back.height * 3}" fill="url(#${id}sheen)" transform="rotate(25 ${sheenX} ${back.y})"/>`) +
    `</g>` +
    roundedRect(back, `fill="none" stroke="#1f2627" stroke-opacity="0.25" stroke-width="4"`) +
    cameraSvg(geometry.cameraCutout)
  );
}

/** A collage filling the case: placements given as fractions of the case's back. */
export function layoutOnCase(
  geometry: TemplateGeometry,
  photos: readonly Photo[],
  layout: readonly { fx: number; fy: number; fw: number; fh: number; rotation: number }[],
  framed = true,
): Placement[] {
  const back = geometry.caseBack;
  return layout.map((spot, i) => {
    const photo = photos[i % photos.length];
    if (!photo) throw new Error('layoutOnCase needs at least one photo');
    return {
      photo,
      cx: back.x + spot.fx * back.width,
      cy: back.y + spot.fy * back.height,
      width: Math.round(spot.fw * back.width),
      height: Math.round(spot.fh * back.height),
      rotation: spot.rotation,
      framed,
    };
  });
}

/** Wraps fragments into a whole SVG document of the given pixel size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Liberation Sans, DejaVu Sans, sans-serif">${body}</svg>`;
}
