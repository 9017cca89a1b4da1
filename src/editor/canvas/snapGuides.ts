import type Konva from 'konva';
import { Line } from 'konva/lib/shapes/Line.js';
import { Rect as KonvaRect } from 'konva/lib/shapes/Rect.js';
import type { SnapGuide } from '../model/snapBox.ts';
import type { Rect } from '../model/types.ts';
import { revealLayer } from './layerReveal.ts';

/**
 * The snap guides and the selection marquee, drawn in the selection layer's `guides` group
 * (SelectionLayer), which the export never draws. Template units; the strokes stay 1 screen px.
 */

const guideColour = '#ff2d95';
let shownGuides = '';

function guidesGroup(stage: Konva.Stage): Konva.Group | undefined {
  return stage.findOne<Konva.Group>('.guides');
}

/**
 * Shows `guides` (none: clears them). A snap that engages is also felt on a phone
 * (navigator.vibrate where the browser has it).
 */
export function showSnapGuides(stage: Konva.Stage, guides: readonly SnapGuide[]): void {
  const key = guides.map((guide) => `${guide.axis}${guide.at}:${guide.from}:${guide.to}`).join(' ');
  if (key === shownGuides) return;
  if (guides.length > 0 && shownGuides === '' && 'vibrate' in navigator) navigator.vibrate(8);
  shownGuides = key;
  const group = guidesGroup(stage);
  if (!group) return;
  group.find('.guide').forEach((line) => line.destroy());
  const strokeWidth = 1 / stage.scaleX();
  for (const { axis, at, from, to } of guides) {
    const points = axis === 'x' ? [at, from, at, to] : [from, at, to, at];
    group.add(new Line({ name: 'guide', points, stroke: guideColour, strokeWidth, listening: false, perfectDrawEnabled: false }));
  }
  if (guides.length) revealLayer(group);
  group.getLayer()?.batchDraw();
}

/** Shows the selection marquee (null: hides it). */
export function showMarquee(stage: Konva.Stage, rect: Rect | null): void {
  const group = guidesGroup(stage);
  if (!group) return;
  let marquee = group.findOne<Konva.Rect>('.marquee');
  if (!rect) {
    marquee?.destroy();
  } else {
    marquee ??= new KonvaRect({ name: 'marquee', stroke: guideColour, fill: 'rgba(255, 45, 149, 0.08)', dash: [6, 4], listening: false });
    if (!marquee.getParent()) group.add(marquee);
    marquee.setAttrs({ ...rect, strokeWidth: 1 / stage.scaleX(), dash: [6 / stage.scaleX(), 4 / stage.scaleX()] });
    revealLayer(group);
  }
  group.getLayer()?.batchDraw();
}
