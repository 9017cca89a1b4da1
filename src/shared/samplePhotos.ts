import { between, pick, seededRandom } from './seededRandom.ts';

/**
 * Procedural "photos": abstract, colourful pictures drawn as SVG, standing in for a shopper's
 * own photos in the store's media (scripts/media) and in the design templates' thumbnails. Each
 * draws into (0,0)–(width,height).
 */
/** The scheme in the store's own palette. */
export const paletteScheme = 5;

export const photoKinds = ['landscape', 'bokeh', 'stripes', 'sunset', 'flower', 'mosaic', 'portrait', 'waves'] as const;
export type PhotoKind = (typeof photoKinds)[number];

export interface Photo {
  kind: PhotoKind;
  seed: number;
  /** Index of the colour scheme to use; picked from the seed when absent. */
  scheme?: number;
}

const schemes = [
  ['#ff9a8b', '#ff6a88', '#ffd86f', '#6a4c93'],
  ['#5ee7df', '#b490ca', '#fef9d7', '#2b5876'],
  ['#f6d365', '#fda085', '#e76f51', '#264653'],
  ['#a1c4fd', '#c2e9fb', '#ffb5a7', '#355070'],
  ['#84fab0', '#8fd3f4', '#f9c74f', '#1d3557'],
  ['#edafb8', '#f7e1d7', '#b0c4b1', '#4a5759'],
  ['#fbc2eb', '#a6c1ee', '#ffe29f', '#5f0f40'],
  ['#43e97b', '#38f9d7', '#fa709a', '#0b525b'],
] as const;

type Scheme = (typeof schemes)[number];
type Draw = (id: string, w: number, h: number, random: () => number, c: Scheme) => string;

const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const draws: Record<PhotoKind, Draw> = {
  landscape(id, w, h, random, c) {
    const hills = [0.55, 0.68, 0.8]
      .map((level, i) => {
        const y = h * level;
        const peak = y - h * between(random, 0.08, 0.2);
        const mid = w * between(random, 0.2, 0.8);
        const colour = i === 0 ? c[2] : i === 1 ? c[1] : c[3];
        return `<path d="M0 ${y} Q${mid} ${peak} ${w} ${y + h * 0.05} V${h} H0Z" fill="${colour}" opacity="${0.75 + i * 0.1}"/>`;
      })
      .join('');
    return (
      `<defs>${linear(`${id}s`, c[1], c[0])}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#${id}s)"/>` +
      `<circle cx="${w * between(random, 0.25, 0.75)}" cy="${h * 0.3}" r="${w * 0.14}" fill="#fff8e1" opacity="0.9"/>` +
      hills
    );
  },
  bokeh(id, w, h, random, c) {
    const dots = Array.from({ length: 18 }, () => {
      const r = w * between(random, 0.04, 0.16);
      return `<circle cx="${w * random()}" cy="${h * random()}" r="${r}" fill="${pick(random, c.slice(0, 3))}" opacity="${between(random, 0.35, 0.8)}"/>`;
    }).join('');
    return `<defs>${linear(`${id}b`, c[3], c[1])}</defs><rect width="${w}" height="${h}" fill="url(#${id}b)"/>${dots}`;
  },
  stripes(_id, w, h, random, c) {
    const band = w * between(random, 0.12, 0.2);
    const count = Math.ceil((w + h) / band) + 1;
    const bands = Array.from(
      { length: count },
      (_, i) =>
        `<rect x="${i * band - h}" y="${-h}" width="${band}" height="${h * 3}" fill="${c[i % c.length]}"/>`,
    ).join('');
    return `<g transform="rotate(${between(random, 20, 45)} ${w / 2} ${h / 2})">${bands}</g>`;
  },
  sunset(id, w, h, random, c) {
    const horizon = h * between(random, 0.5, 0.62);
    const lines = Array.from({ length: 7 }, (_, i) => {
      const y = horizon + (i + 1) * ((h - horizon) / 8);
      const half = w * (0.05 + i * 0.04);
      return `<rect x="${w / 2 - half}" y="${y}" width="${half * 2}" height="${h * 0.012}" rx="3" fill="#fff3c4" opacity="0.7"/>`;
    }).join('');
    return (
      `<defs>${linear(`${id}u`, c[0], c[2])}${linear(`${id}d`, c[3], c[1])}</defs>` +
      `<rect width="${w}" height="${horizon}" fill="url(#${id}u)"/>` +
      `<circle cx="${w / 2}" cy="${horizon}" r="${w * 0.22}" fill="#fff3c4"/>` +
      `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}d)"/>${lines}`
    );
  },
  flower(_id, w, h, random, c) {
    const cx = w * between(random, 0.35, 0.65);
    const cy = h * between(random, 0.35, 0.65);
    const size = Math.min(w, h) * 0.28;
    const petals = Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="${cx}" cy="${cy - size * 0.6}" rx="${size * 0.32}" ry="${size * 0.62}" fill="${c[i % 2]}" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
    ).join('');
    return (
      `<rect width="${w}" height="${h}" fill="${c[3]}"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${w * 0.3}" fill="${c[2]}" opacity="0.35"/>` +
      `${petals}<circle cx="${cx}" cy="${cy}" r="${size * 0.3}" fill="${c[2]}"/>`
    );
  },
  mosaic(_id, w, h, random, c) {
    const cols = 4;
    const size = w / cols;
    const rows = Math.ceil(h / size);
    const tiles: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const x = col * size;
        const y = row * size;
        tiles.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${pick(random, c)}"/>`);
        const shape = random();
        if (shape < 0.4) {
          tiles.push(`<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size * 0.32}" fill="${pick(random, c)}"/>`);
        } else if (shape < 0.75) {
          tiles.push(`<path d="M${x} ${y + size} L${x + size} ${y} L${x + size} ${y + size}Z" fill="${pick(random, c)}"/>`);
        }
      }
    }
    return tiles.join('');
  },
  portrait(id, w, h, random, c) {
    const cx = w * between(random, 0.4, 0.6);
    return (
      `<defs>${linear(`${id}p`, c[0], c[1], false)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#${id}p)"/>` +
      `<circle cx="${w * 0.2}" cy="${h * 0.2}" r="${w * 0.12}" fill="${c[2]}" opacity="0.6"/>` +
      `<ellipse cx="${cx}" cy="${h * 1.02}" rx="${w * 0.36}" ry="${h * 0.3}" fill="${c[3]}"/>` +
      `<circle cx="${cx}" cy="${h * 0.5}" r="${w * 0.17}" fill="${c[3]}"/>`
    );
  },
  waves(_id, w, h, random, c) {
    const rows = 6;
    const waves = Array.from({ length: rows }, (_, i) => {
      const y = (h / rows) * i;
      const amp = h * between(random, 0.03, 0.06);
      const d = `M0 ${y} Q${w * 0.25} ${y - amp} ${w * 0.5} ${y} T${w} ${y} V${h} H0Z`;
      return `<path d="${d}" fill="${c[i % c.length]}"/>`;
    }).join('');
    return `<rect width="${w}" height="${h}" fill="${c[3]}"/>${waves}`;
  },
};

/** One photo as an SVG fragment in its own (0,0)–(width,height) box, clipped to it. */
export function photoSvg(id: string, photo: Photo, width: number, height: number): string {
  const random = seededRandom(photo.seed);
  const scheme = schemes[photo.scheme ?? -1] ?? pick(random, schemes);
  const inner = draws[photo.kind](id, width, height, random, scheme);
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="hidden">${inner}</svg>`;
}

/** A set of photos of different kinds, for a collage. */
export function photoSet(count: number, seed: number, scheme?: number): Photo[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: photoKinds[(i + seed) % photoKinds.length] ?? 'landscape',
    seed: seed * 97 + i * 13 + 1,
    scheme,
  }));
}
