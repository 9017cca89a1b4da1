/**
 * The drawn layers of the local mockup, as SVG (rendered by sharp's librsvg). The scene is lit
 * from the top left: the shadow falls down and right, highlights run from the top-left corner.
 */
import type { CaseFinish } from '../../shared/catalog/catalog.ts';
import type { Circle, MockupLayout, PixelRect } from './mockupLayout.ts';

/** An SVG of `width`×`height` units drawn at `scale` pixels a unit. */
const svg = (width: number, height: number, body: string, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" ` +
  `viewBox="0 0 ${width} ${height}">${body}</svg>`;

const rect = ({ x, y, width, height, radius }: PixelRect, attributes: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" ry="${radius}" ${attributes}/>`;

const atOrigin = (caseRect: PixelRect): PixelRect => ({ ...caseRect, x: 0, y: 0 });

/** The case back with the camera hole punched out (even-odd fill), relative to the case. */
function casePath({ caseRect, cutout }: MockupLayout): string {
  const rounded = ({ x, y, width, height, radius }: PixelRect) => {
    const r = Math.min(radius, width / 2, height / 2);
    return (
      `M${x + r},${y}H${x + width - r}A${r},${r} 0 0 1 ${x + width},${y + r}V${y + height - r}` +
      `A${r},${r} 0 0 1 ${x + width - r},${y + height}H${x + r}A${r},${r} 0 0 1 ${x},${y + height - r}` +
      `V${y + r}A${r},${r} 0 0 1 ${x + r},${y}Z`
    );
  };
  return `${rounded(atOrigin(caseRect))}${rounded(cutout)}`;
}

const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/**
 * Backdrop: a light studio gradient and the case's soft drop shadow. Nothing in it is sharp, so it
 * is drawn at `scale` (a quarter: blurs are slow in librsvg) and enlarged.
 */
export function backdropSvg(layout: MockupLayout, scale: number): string {
  const { width, height, caseRect } = layout;
  const drop = { ...caseRect, x: caseRect.x + width * 0.012, y: caseRect.y + height * 0.022 };
  return svg(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f4f0"/>` +
      `<stop offset="1" stop-color="#e6e1d9"/></linearGradient>${blur('soft', height * 0.022)}${blur('contact', 3)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      rect(drop, 'fill="#2b2522" fill-opacity="0.32" filter="url(#soft)"') +
      rect({ ...caseRect, y: caseRect.y + 3 }, 'fill="#2b2522" fill-opacity="0.35" filter="url(#contact)"'),
    scale,
  );
}

/** Opaque where the design shows: the case back minus the camera hole. */
export function designMaskSvg(layout: MockupLayout): string {
  const { width, height } = layout.caseRect;
  return svg(width, height, `<path d="${casePath(layout)}" fill="#fff" fill-rule="evenodd"/>`);
}

function lens({ cx, cy, r }: Circle, index: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2d2d31" stroke="#0c0c0e" stroke-width="${r * 0.08}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="url(#glass)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#161a2c" fill-opacity="${0.6 + index * 0.1}"/>` +
    `<ellipse cx="${cx - r * 0.25}" cy="${cy - r * 0.28}" rx="${r * 0.2}" ry="${r * 0.12}" fill="#fff" fill-opacity="0.45"/>`
  );
}

/** The phone seen through the hole: the dark camera module with its lenses and flash, and the hole's rim. */
export function cameraSvg(layout: MockupLayout): string {
  const { caseRect, cutout, module, lenses, flash } = layout;
  return svg(
    caseRect.width,
    caseRect.height,
    `<defs><radialGradient id="glass" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#262b45"/>` +
      `<stop offset="0.6" stop-color="#07070c"/><stop offset="1" stop-color="#000"/></radialGradient>` +
      `<linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3a3f"/>` +
      `<stop offset="1" stop-color="#1b1b1e"/></linearGradient>${blur('rim', 2)}</defs>` +
      rect(cutout, 'fill="#111113"') +
      rect(module, 'fill="url(#plate)"') +
      lenses.map(lens).join('') +
      `<circle cx="${flash.cx}" cy="${flash.cy}" r="${flash.r}" fill="#efe6cf" stroke="#8b836f" stroke-width="${flash.r * 0.2}"/>` +
      rect(cutout, `fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="${Math.max(2, cutout.width * 0.03)}" filter="url(#rim)"`),
  );
}

/** The case's rounded sides: edges darkened inward, a fine lit rim on the top and left. */
export function shadingSvg(layout: MockupLayout): string {
  const { width, height } = layout.caseRect;
  const body = atOrigin(layout.caseRect);
  const band = width * 0.09;
  return svg(
    width,
    height,
    `<defs><clipPath id="case"><path d="${casePath(layout)}" clip-rule="evenodd"/></clipPath>${blur('edge', band * 0.45)}` +
      `<linearGradient id="rimLight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/>` +
      `<stop offset="0.5" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient></defs>` +
      `<g clip-path="url(#case)">` +
      rect(body, `fill="none" stroke="#000" stroke-opacity="0.42" stroke-width="${band}" filter="url(#edge)"`) +
      rect({ ...body, x: 1, y: 1, width: width - 2, height: height - 2 }, 'fill="none" stroke="url(#rimLight)" stroke-width="2"') +
      `</g>`,
  );
}

/** Glossy: a sharp diagonal specular band and a faint second one. Matte: a soft, even sheen. */
export function finishSvg(layout: MockupLayout, finish: CaseFinish): string {
  const { width, height } = layout.caseRect;
  const clip = `<clipPath id="case"><path d="${casePath(layout)}" clip-rule="evenodd"/></clipPath>`;
  if (finish === 'Glossy') {
    return svg(
      width,
      height,
      `<defs>${clip}<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0.55">` +
        `<stop offset="0.18" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.42"/>` +
        `<stop offset="0.36" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.62" stop-color="#fff" stop-opacity="0"/>` +
        `<stop offset="0.7" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.78" stop-color="#fff" stop-opacity="0"/>` +
        `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#gloss)" clip-path="url(#case)"/>`,
    );
  }
  return svg(
    width,
    height,
    `<defs>${clip}<radialGradient id="sheen" cx="0.3" cy="0.22" r="0.9">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0.06"/>` +
      `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#sheen)" clip-path="url(#case)"/>`,
  );
}
