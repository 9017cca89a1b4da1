import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { caseArtSvg, layoutOnCase, placementSvg, svgDocument, type Placement } from './caseArt.ts';
import { fingerSvg } from './overlays.ts';
import { photoSet } from '../../src/shared/samplePhotos.ts';
import { easeInOut, lerp, progress } from './random.ts';
import { classicLayout } from './stills.ts';

/**
 * The landing page's demo loop: photos fly one by one from a tray onto the case, a glossy light
 * sweeps across the finished collage, and the photos fade so the loop starts again cleanly.
 */
export const demoTiming = { fps: 24, seconds: 6.5 } as const;

const flight = { first: 0.5, every: 0.6, duration: 0.55 };
const sheenAt = { start: 4.3, duration: 0.9 };
const fadeAt = { start: 6.0, duration: 0.45 };
const trayTop = 548;
const thumb = 56;

interface Frame {
  width: number;
  height: number;
}

function caseTransform(geometry: TemplateGeometry, frame: Frame) {
  const back = geometry.caseBack;
  const scale = 500 / back.height;
  return {
    scale,
    x: frame.width / 2 - (back.x + back.width / 2) * scale,
    y: 24 - back.y * scale,
  };
}

export function demoFrameSvg(geometry: TemplateGeometry, frame: Frame, time: number): string {
  const photos = photoSet(classicLayout.length, 3);
  const targets = layoutOnCase(geometry, photos, classicLayout);
  const { scale, x, y } = caseTransform(geometry, frame);
  const fade = 1 - progress(time, fadeAt.start, fadeAt.duration);
  const slotX = (i: number) => frame.width / 2 + (i - (photos.length - 1) / 2) * (thumb + 14);

  const landed: Placement[] = [];
  let flying = '';
  targets.forEach((target, i) => {
    const t = easeInOut(progress(time, flight.first + i * flight.every, flight.duration));
    if (t >= 1) {
      landed.push({ ...target, opacity: fade });
    } else if (t > 0) {
      const from = { cx: slotX(i), cy: trayTop + 44, width: thumb, height: thumb, rotation: 0 };
      const to = {
        cx: x + target.cx * scale,
        cy: y + target.cy * scale,
        width: target.width * scale,
        height: target.height * scale,
        rotation: target.rotation,
      };
      const lift = Math.sin(t * Math.PI) * 0.12;
      const placement: Placement = {
        ...target,
        cx: lerp(from.cx, to.cx, t),
        cy: lerp(from.cy, to.cy, t),
        width: Math.round(lerp(from.width, to.width, t) * (1 + lift)),
        height: Math.round(lerp(from.height, to.height, t) * (1 + lift)),
        rotation: lerp(from.rotation, to.rotation, t),
      };
      flying = placementSvg(`f${i}`, placement) + fingerSvg(placement.cx, placement.cy + 10, 1);
    }
  });

  const sheenT = progress(time, sheenAt.start, sheenAt.duration);
  const art = caseArtSvg(geometry, {
    id: 'd',
    background: '#4a5759',
    placements: landed,
    sheen: sheenT > 0 && sheenT < 1 ? sheenT : undefined,
  });
  const tray =
    `<rect x="16" y="${trayTop}" width="${frame.width - 32}" height="88" rx="22" fill="#ffffff" opacity="0.92"/>` +
    photos
      .map((photo, i) =>
        placementSvg(`t${i}`, {
          photo,
          cx: slotX(i),
          cy: trayTop + 44,
          width: thumb,
          height: thumb,
          rotation: 0,
        }),
      )
      .join('');
  return svgDocument(
    frame.width,
    frame.height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7e1d7"/>` +
      `<stop offset="1" stop-color="#dedbd2"/></linearGradient></defs>` +
      `<rect width="${frame.width}" height="${frame.height}" fill="url(#bg)"/>` +
      `<circle cx="${frame.width * 0.88}" cy="90" r="120" fill="#b0c4b1" opacity="0.5"/>` +
      `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>` +
      tray +
      flying,
  );
}
