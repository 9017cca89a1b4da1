/**
 * Makes the store's app icons (issue 35) from the brand mark of public/favicon.svg in the brand
 * palette: 192 and 512 px icons, a 512 px maskable one whose mark stays inside the safe circle
 * (radius 40% of the icon) that launchers cut to any shape, and the 180 px icon iOS puts on the
 * Home Screen. Run with `npm run icons`; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { palette } from '../src/shared/brand.ts';
import { appleTouchIcon, manifestIcons } from '../src/shared/appIcons.ts';

const iconsDir = resolve(import.meta.dirname, '../public/icons');

/** The favicon's mark (a case with three pictures) on the whole 64-unit square. */
const mark = `
  <rect x="14" y="4" width="36" height="56" rx="8" fill="${palette.slate}"/>
  <rect x="19" y="9" width="12" height="12" rx="4" fill="${palette.blush}"/>
  <circle cx="38" cy="38" r="8" fill="${palette.rose}"/>
  <rect x="20" y="40" width="10" height="12" rx="2" fill="${palette.sage}"/>`;

/** The mark over a full-bleed blush square, its 64-unit box taking `markShare` of the icon. */
function iconSvg(size: number, markShare: number): string {
  const scale = (size * markShare) / 64;
  const offset = (size - size * markShare) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${palette.blush}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>
</svg>`;
}

mkdirSync(iconsDir, { recursive: true });
for (const icon of [...manifestIcons, appleTouchIcon]) {
  const file = join(iconsDir, icon.file);
  await sharp(Buffer.from(iconSvg(icon.size, icon.purpose === 'maskable' ? 0.6 : 0.82)))
    .png({ compressionLevel: 9, palette: true, quality: 100 })
    .toFile(file);
  console.log(`wrote ${file}`);
}
