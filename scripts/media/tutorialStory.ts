import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { placementSvg, svgDocument, type Placement } from './caseArt.ts';
import { editorSvg, layout, screen, toScreen, type EditorScene, type Tool } from './editorMock.ts';
import { captionSvg, fingerSvg, tapRippleSvg } from './overlays.ts';
import { photoSet } from '../../src/shared/samplePhotos.ts';
import { easeInOut, lerp, progress } from './random.ts';

/**
 * The editor's tutorial: tap + Add Stickers, long-press a tray sticker and drag it onto the
 * case, pinch to zoom, then Selector to move, resize and rotate, each with a caption.
 */
export const tutorialTiming = { fps: 24, seconds: 17, posterSeconds: 5.2 } as const;

const scenes: { start: number; caption: readonly string[] }[] = [
  { start: 0, caption: ['Tap + Add Stickers', 'to pick your photos'] },
  { start: 3.2, caption: ['Press and hold a sticker,', 'then drag it onto the case'] },
  { start: 7.4, caption: ['Pinch with two fingers', 'to zoom in and out'] },
  { start: 10.6, caption: ['Tap Selector to move,', 'resize and rotate a sticker'] },
  { start: 15.2, caption: ['Then tap Preview Case', 'to see your printed case'] },
];

const stickers = photoSet(4, 7);

interface Point {
  x: number;
  y: number;
}

const mix = (a: Point, b: Point, t: number): Point => ({ x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t) });

/** Moves the finger from `a` to `b` during [start, start + duration], eased. */
const path = (time: number, start: number, duration: number, a: Point, b: Point) =>
  mix(a, b, easeInOut(progress(time, start, duration)));

function rotate(x: number, y: number, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  return { x: x * Math.cos(r) - y * Math.sin(r), y: x * Math.sin(r) + y * Math.cos(r) };
}

function placedStickers(geometry: TemplateGeometry, time: number): Placement[] {
  const back = geometry.caseBack;
  const cx = back.x + back.width / 2;
  const cy = back.y + back.height / 2;
  const [first, second] = stickers;
  if (!first || !second) return [];
  const move = easeInOut(progress(time, 11.8, 0.7));
  const grow = easeInOut(progress(time, 12.8, 0.8));
  const turn = easeInOut(progress(time, 13.9, 0.9));
  const a: Placement = {
    photo: first,
    cx,
    cy: cy + 120 - move * 200,
    width: Math.round(420 * (1 + grow * 0.3)),
    height: Math.round(420 * (1 + grow * 0.3)),
    rotation: turn * 20,
    framed: false,
  };
  const b: Placement = { photo: second, cx: cx + 130, cy: cy + 470, width: 380, height: 380, rotation: -8, framed: false };
  return [...(time >= 6.7 ? [b] : []), ...(time >= 5.6 ? [a] : [])];
}

/** The sticker being dragged from the tray, and where the finger is, or nothing. */
function dragFromTray(geometry: TemplateGeometry, time: number, index: number, start: number, target: Placement) {
  const t = easeInOut(progress(time, start, 1.0));
  if (time < start || t >= 1) return null;
  const from = layout.traySlot(index);
  const to = toScreen({ geometry, zoom: 1 }, target.cx, target.cy);
  const size = lerp(layout.traySize, target.width * to.scale, t);
  const at = mix(from, to, t);
  return {
    finger: at,
    svg: placementSvg(`drag${index}`, { ...target, cx: at.x, cy: at.y, width: size, height: size, rotation: target.rotation * t }),
  };
}

export function tutorialFrame(geometry: TemplateGeometry, time: number): string {
  const tool: Tool = time >= 11.0 && time < 15.2 ? 'Selector' : 'Pan';
  const trayCount = Math.min(stickers.length, Math.max(0, Math.floor((time - 1.4) / 0.3) + 1));
  const zoom = 1 + 0.4 * easeInOut(progress(time, 7.8, 1.0)) - 0.4 * easeInOut(progress(time, 9.4, 0.9));
  const placed = placedStickers(geometry, time);
  const scene: EditorScene = {
    geometry,
    zoom,
    tool,
    tray: stickers.slice(0, trayCount),
    trayFadeIn: Math.min(1, (time - 1.4 - (trayCount - 1) * 0.3) / 0.2),
    placed,
    selected: time >= 11.5 && time < 15.2 ? placed.length - 1 : undefined,
    highlight: time < 1.4 ? 'add' : time >= 15.2 ? 'preview' : undefined,
  };

  let overlay: string;
  const view = { geometry, zoom };
  const back = geometry.caseBack;
  const centre = { x: back.x + back.width / 2, y: back.y + back.height / 2 };
  const offscreen = { x: 300, y: 700 };
  const add = layout.addButton;
  const [first, second] = stickers;
  if (time < 3.2) {
    const finger = path(time, 0.2, 0.8, offscreen, add);
    overlay = tapRippleSvg(add.x, add.y, progress(time, 1.1, 0.5)) + fingerSvg(finger.x, finger.y, time > 1.0 && time < 1.3 ? 1 : 0);
  } else if (time < 7.4 && first && second) {
    const targetA: Placement = { photo: first, cx: centre.x, cy: centre.y + 120, width: 420, height: 420, rotation: 0, framed: false };
    const targetB: Placement = { photo: second, cx: centre.x + 130, cy: centre.y + 470, width: 380, height: 380, rotation: -8, framed: false };
    const dragA = dragFromTray(geometry, time, 0, 4.6, targetA);
    const dragB = dragFromTray(geometry, time, 1, 5.9, targetB);
    const slot = layout.traySlot(0);
    if (time < 4.6) {
      const finger = path(time, 3.3, 0.6, offscreen, slot);
      overlay = fingerSvg(finger.x, finger.y, time > 3.9 ? 1 : 0, progress(time, 3.95, 0.55));
    } else if (dragA) {
      overlay = dragA.svg + fingerSvg(dragA.finger.x, dragA.finger.y + 14, 1);
    } else if (dragB) {
      overlay = dragB.svg + fingerSvg(dragB.finger.x, dragB.finger.y + 14, 1);
    } else if (time >= 6.9) {
      const drop = toScreen(view, targetB.cx, targetB.cy);
      const finger = path(time, 6.9, 0.4, drop, offscreen);
      overlay = fingerSvg(finger.x, finger.y + 14, 0);
    } else {
      const drop = toScreen(view, targetA.cx, targetA.cy);
      const finger = path(time, 5.6, 0.3, drop, layout.traySlot(1));
      overlay = fingerSvg(finger.x, finger.y, time > 5.8 ? 1 : 0);
    }
  } else if (time < 10.6) {
    const spread = 28 + 62 * easeInOut(progress(time, 7.8, 1.0)) - 62 * easeInOut(progress(time, 9.4, 0.9));
    const mid = toScreen(view, centre.x, centre.y);
    const show = time > 7.6 && time < 10.4;
    overlay = show
      ? fingerSvg(mid.x - spread * 0.7, mid.y + spread, 1) + fingerSvg(mid.x + spread * 0.7, mid.y - spread, 1)
      : '';
  } else if (time < 15.2) {
    const sticker = placed[placed.length - 1];
    const selector = layout.toolCentre('Selector');
    if (time < 11.5 || !sticker) {
      const finger = path(time, 10.6, 0.4, offscreen, selector);
      overlay = tapRippleSvg(selector.x, selector.y, progress(time, 11.0, 0.5)) + fingerSvg(finger.x, finger.y, time > 10.9 ? 1 : 0);
    } else {
      const at = toScreen(view, sticker.cx, sticker.cy);
      const half = (sticker.width * at.scale) / 2;
      const corner = rotate(half, half, sticker.rotation);
      const handle = rotate(0, -half - 28, sticker.rotation);
      const onCorner = { x: at.x + corner.x, y: at.y + corner.y };
      const onHandle = { x: at.x + handle.x, y: at.y + handle.y };
      const finger =
        time < 12.5
          ? at
          : time < 12.8
            ? path(time, 12.5, 0.3, at, onCorner)
            : time < 13.6
              ? onCorner
              : time < 13.9
                ? path(time, 13.6, 0.3, onCorner, onHandle)
                : time < 14.8
                  ? onHandle
                  : path(time, 14.8, 0.4, onHandle, offscreen);
      overlay = fingerSvg(finger.x, finger.y, time < 14.8 ? 1 : 0);
    }
  } else {
    const preview = layout.previewButton;
    const finger = path(time, 15.4, 0.6, offscreen, preview);
    overlay = tapRippleSvg(preview.x, preview.y, progress(time, 16.1, 0.5)) + fingerSvg(finger.x, finger.y, time > 16.0 && time < 16.3 ? 1 : 0);
  }

  const current = [...scenes].reverse().find((entry) => time >= entry.start) ?? scenes[0];
  const next = scenes.find((entry) => entry.start > time);
  const fadeIn = progress(time, current?.start ?? 0, 0.3);
  const fadeOut = next ? 1 - progress(time, next.start - 0.25, 0.25) : 1;
  return svgDocument(
    screen.width,
    screen.height,
    editorSvg(scene) + overlay + captionSvg(current?.caption ?? [], screen.width, 104, Math.min(fadeIn, fadeOut)),
  );
}
