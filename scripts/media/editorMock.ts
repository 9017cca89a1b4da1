import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { caseArtSvg, placementSvg, type Placement } from './caseArt.ts';
import type { Photo } from '../../src/shared/samplePhotos.ts';

/** A simplified drawing of the editor screen for the tutorial video, in 360×640 frame pixels. */
export const screen = { width: 360, height: 640 } as const;

export const tools = ['Pan', 'Selector', 'Ghosts', 'Background'] as const;
export type Tool = (typeof tools)[number];

const toolbarHeight = 52;
const panelTop = 452;
const canvasCentre = { x: screen.width / 2, y: 292 };
/** Case back height on screen at zoom 1, in pixels. */
const caseHeightPx = 300;

export const layout = {
  toolCentre: (tool: Tool) => ({ x: 45 + tools.indexOf(tool) * 90, y: toolbarHeight / 2 }),
  addButton: { x: 50, y: 560 },
  traySlot: (index: number) => ({ x: 124 + index * 64, y: 560 }),
  traySize: 54,
  previewButton: { x: 155, y: 478 },
};

export interface CanvasView {
  geometry: TemplateGeometry;
  zoom: number;
}

/** Template units → frame pixels for the case at the given zoom. */
export function toScreen(view: CanvasView, ux: number, uy: number): { x: number; y: number; scale: number } {
  const back = view.geometry.caseBack;
  const scale = (caseHeightPx / back.height) * view.zoom;
  return {
    x: canvasCentre.x + (ux - (back.x + back.width / 2)) * scale,
    y: canvasCentre.y + (uy - (back.y + back.height / 2)) * scale,
    scale,
  };
}

export interface EditorScene extends CanvasView {
  tool: Tool;
  tray: readonly Photo[];
  /** Opacity of the last tray sticker, as it appears. */
  trayFadeIn: number;
  placed: readonly Placement[];
  /** Index in `placed` of the selected sticker. */
  selected?: number;
  highlight?: 'add' | 'preview';
}

function pill(x: number, y: number, width: number, label: string, filled: boolean, glow = false): string {
  return (
    (glow ? `<rect x="${x - 4}" y="${y - 22}" width="${width + 8}" height="44" rx="22" fill="#edafb8" opacity="0.7"/>` : '') +
    `<rect x="${x}" y="${y - 18}" width="${width}" height="36" rx="18" fill="${filled ? '#4a5759' : '#ffffff'}" stroke="#4a5759" stroke-width="2"/>` +
    `<text x="${x + width / 2}" y="${y + 5}" text-anchor="middle" font-size="14" font-weight="700" fill="${filled ? '#ffffff' : '#4a5759'}">${label}</text>`
  );
}

function selectionSvg(view: CanvasView, sticker: Placement): string {
  const { x, y, scale } = toScreen(view, sticker.cx, sticker.cy);
  const w = sticker.width * scale;
  const h = sticker.height * scale;
  const handle = (hx: number, hy: number) =>
    `<rect x="${hx - 6}" y="${hy - 6}" width="12" height="12" fill="#ffffff" stroke="#4a5759" stroke-width="2"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${sticker.rotation})">` +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-dasharray="8 6"/>` +
    handle(-w / 2, -h / 2) +
    handle(w / 2, -h / 2) +
    handle(-w / 2, h / 2) +
    handle(w / 2, h / 2) +
    `<line x1="0" y1="${-h / 2}" x2="0" y2="${-h / 2 - 22}" stroke="#ffffff" stroke-width="2"/>` +
    `<circle cx="0" cy="${-h / 2 - 28}" r="8" fill="#ffffff" stroke="#4a5759" stroke-width="2"/></g>`
  );
}

export function editorSvg(scene: EditorScene): string {
  const origin = toScreen(scene, 0, 0);
  const art = caseArtSvg(scene.geometry, {
    id: 'e',
    background: '#4a5759',
    placements: scene.placed,
    shadow: false,
  });
  const toolbar = tools
    .map((tool) => {
      const { x, y } = layout.toolCentre(tool);
      const active = tool === scene.tool;
      return (
        `<rect x="${x - 42}" y="${y - 17}" width="84" height="34" rx="17" fill="${active ? '#edafb8' : 'none'}"/>` +
        `<text x="${x}" y="${y + 5}" text-anchor="middle" font-size="14" font-weight="700" fill="${active ? '#1f2627' : '#f7e1d7'}">${tool}</text>`
      );
    })
    .join('');
  const tray = scene.tray
    .map((photo, i) => {
      const slot = layout.traySlot(i);
      const sticker = placementSvg(`tray${i}`, {
        photo,
        cx: slot.x,
        cy: slot.y,
        width: layout.traySize,
        height: layout.traySize,
        rotation: 0,
        framed: false,
        opacity: i === scene.tray.length - 1 ? scene.trayFadeIn : 1,
      });
      return sticker;
    })
    .join('');
  const add = layout.addButton;
  const selected = scene.selected === undefined ? undefined : scene.placed[scene.selected];
  return (
    `<rect width="${screen.width}" height="${screen.height}" fill="#263032"/>` +
    `<g transform="translate(${origin.x} ${origin.y}) scale(${origin.scale})">${art}</g>` +
    (selected ? selectionSvg(scene, selected) : '') +
    `<rect width="${screen.width}" height="${toolbarHeight}" fill="#364143"/>${toolbar}` +
    `<rect y="${panelTop}" width="${screen.width}" height="${screen.height - panelTop}" fill="#fbf8f5"/>` +
    pill(12, 478, 72, 'Undo', false) +
    pill(94, 478, 122, 'Preview Case', false, scene.highlight === 'preview') +
    pill(226, 478, 122, 'Checkout', true) +
    `<rect x="0" y="510" width="${screen.width}" height="100" fill="#dedbd2"/>` +
    (scene.highlight === 'add'
      ? `<rect x="${add.x - 44}" y="${add.y - 36}" width="88" height="72" rx="18" fill="#edafb8"/>`
      : '') +
    `<rect x="${add.x - 38}" y="${add.y - 30}" width="76" height="60" rx="14" fill="#4a5759"/>` +
    `<text x="${add.x}" y="${add.y - 5}" text-anchor="middle" font-size="14" font-weight="700" fill="#ffffff">+ Add</text>` +
    `<text x="${add.x}" y="${add.y + 14}" text-anchor="middle" font-size="13" font-weight="700" fill="#ffffff">Stickers</text>` +
    tray +
    `<text x="${screen.width / 2}" y="630" text-anchor="middle" font-size="11" fill="#4d5a5c">Sticker tray</text>`
  );
}
