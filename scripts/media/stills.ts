import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { caseArtSvg, layoutOnCase, svgDocument, type Placement } from './caseArt.ts';
import { paletteScheme, photoSet } from '../../src/shared/samplePhotos.ts';
import { between, seededRandom } from '../../src/shared/seededRandom.ts';

/** Spots as fractions of the case's back: centre, size and rotation in degrees. */
export type Layout = readonly { fx: number; fy: number; fw: number; fh: number; rotation: number }[];

/** The collage of the sample case and of the demo's last frame. */
export const classicLayout: Layout = [
  { fx: 0.3, fy: 0.42, fw: 0.62, fh: 0.27, rotation: -6 },
  { fx: 0.75, fy: 0.18, fw: 0.46, fh: 0.25, rotation: 7 },
  { fx: 0.74, fy: 0.46, fw: 0.52, fh: 0.25, rotation: 5 },
  { fx: 0.31, fy: 0.71, fw: 0.6, fh: 0.27, rotation: 4 },
  { fx: 0.73, fy: 0.8, fw: 0.56, fh: 0.28, rotation: -5 },
  { fx: 0.36, fy: 0.95, fw: 0.7, fh: 0.2, rotation: -2 },
];

const gridLayout: Layout = Array.from({ length: 8 }, (_, i) => ({
  fx: i % 2 === 0 ? 0.255 : 0.745,
  fy: 0.13 + Math.floor(i / 2) * 0.245,
  fw: 0.47,
  fh: 0.23,
  rotation: 0,
}));

function scatterLayout(seed: number, count: number): Layout {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    fx: between(random, 0.2, 0.8),
    fy: (i + 0.5) / count + between(random, -0.04, 0.04),
    fw: between(random, 0.42, 0.6),
    fh: between(random, 0.17, 0.24),
    rotation: between(random, -18, 18),
  }));
}

/** Ghosts: one picture repeated small over a jittered grid, each turned at random. */
function patternLayout(seed: number): Layout {
  const random = seededRandom(seed);
  const cols = 5;
  const rows = 10;
  return Array.from({ length: cols * rows }, (_, i) => ({
    fx: ((i % cols) + 0.5 + between(random, -0.3, 0.3)) / cols,
    fy: (Math.floor(i / cols) + 0.5 + between(random, -0.3, 0.3)) / rows,
    fw: 0.17,
    fh: 0.085,
    rotation: between(random, -180, 180),
  }));
}

/** Draws a case art scaled and centred into a picture of the given size. */
export function caseInFrame(
  geometry: TemplateGeometry,
  frame: { width: number; height: number; margin: number },
  art: string,
): string {
  const back = geometry.caseBack;
  const scale = Math.min(
    (frame.width - 2 * frame.margin) / back.width,
    (frame.height - 2 * frame.margin) / back.height,
  );
  const x = frame.width / 2 - (back.x + back.width / 2) * scale;
  const y = frame.height / 2 - (back.y + back.height / 2) * scale;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>`;
}

export function sampleCaseSvg(geometry: TemplateGeometry, width: number, height: number): string {
  const placements = layoutOnCase(geometry, photoSet(6, 3), classicLayout);
  const art = caseArtSvg(geometry, { id: 's', background: '#4a5759', placements, sheen: 0.28 });
  return svgDocument(width, height, caseInFrame(geometry, { width, height, margin: 36 }, art));
}

export const ideaNames = ['grid', 'scatter', 'pattern', 'color'] as const;

/** The pictures of the collage ideas on /inspiration, a case on a pastel card. */
export function ideaSvg(
  geometry: TemplateGeometry,
  idea: (typeof ideaNames)[number],
  width: number,
  height: number,
): string {
  const ideas: Record<typeof idea, { card: string; background: string; placements: Placement[] }> = {
    grid: {
      card: '#f7e1d7',
      background: '#fffdf9',
      placements: layoutOnCase(geometry, photoSet(8, 11), gridLayout, false),
    },
    scatter: {
      card: '#b0c4b1',
      background: '#dedbd2',
      placements: layoutOnCase(geometry, photoSet(9, 23), scatterLayout(5, 9)),
    },
    pattern: {
      card: '#edafb8',
      background: '#f7e1d7',
      placements: layoutOnCase(geometry, photoSet(1, 4), patternLayout(9), false),
    },
    color: {
      card: '#dedbd2',
      background: '#edafb8',
      placements: layoutOnCase(geometry, photoSet(6, 31, paletteScheme), classicLayout),
    },
  };
  const { card, background, placements } = ideas[idea];
  const art = caseArtSvg(geometry, { id: idea, background, placements, sheen: 0.3 });
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${card}"/>` +
      caseInFrame(geometry, { width, height, margin: 30 }, art),
  );
}
