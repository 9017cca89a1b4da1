/**
 * Snapping's cost per pointer move (issue 21: under 0.5 ms with 50 items), in Node, no browser:
 * the targets are built once per gesture from 50 stickers on a catalog model, then each move
 * takes the dragged sticker's rotated box at the pointer and snaps it, guides included, as the
 * drag will; likewise a resized corner.
 */
import { itemBoundingBox, translateItem } from '../../src/editor/model/geometry.ts';
import { snapMove, snapResize, snapThreshold } from '../../src/editor/model/snapBox.ts';
import { snapTargets } from '../../src/editor/model/snapTargets.ts';
import type { CanvasItem } from '../../src/editor/model/types.ts';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry, type TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const itemCount = 50;
const moves = 20000;
const gestures = 500;

/** 50 stickers scattered over the back, a third of them turned; the same every run. */
function scene(template: TemplateGeometry): CanvasItem[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const { caseBack } = template;
  return Array.from({ length: itemCount }, (_, index) => {
    const width = 150 + random() * 250;
    const height = 150 + random() * 250;
    const x = caseBack.x + random() * (caseBack.width - width);
    const y = caseBack.y + random() * (caseBack.height - height);
    return {
      kind: 'picture' as const,
      itemID: `item-${index}`,
      imageID: `image-${index}`,
      itemIndex: index,
      TL_imageBounds: { x, y },
      BR_imageBounds: { x: x + width, y: y + height },
      rotation: index % 3 === 0 ? random() * 360 : 0,
    };
  });
}

/** Mean ms of `run` over `count` calls (after a warm-up of as many). */
function meanMs(count: number, run: (index: number) => number): { ms: number; checksum: number } {
  let checksum = 0;
  for (let index = 0; index < count; index += 1) checksum += run(index);
  const started = performance.now();
  for (let index = 0; index < count; index += 1) checksum += run(index);
  return { ms: (performance.now() - started) / count, checksum };
}

const rounded = (ms: number) => Math.round(ms * 10000) / 10000;

export const snappingSuite: BenchSuite = {
  name: 'snapping',
  async run(): Promise<BenchFigure[]> {
    const model = findModel('16_pro');
    if (!model) throw new Error('no model 16_pro');
    const template = templateGeometry(model);
    const items = scene(template);
    const [dragged, ...others] = items;
    if (!dragged) throw new Error('empty scene');
    const threshold = snapThreshold(0.5);
    const build = meanMs(gestures, () => snapTargets(template, others).x.positions.length);
    const targets = snapTargets(template, others);
    // The pointer sweeps the back in small steps, as a drag does.
    const offset = (index: number) => ({ dx: (index % 700) - 350, dy: ((index * 7) % 1400) - 700 });
    const drag = meanMs(moves, (index) => {
      const { dx, dy } = offset(index);
      const result = snapMove(targets, itemBoundingBox(translateItem(dragged, dx, dy)), threshold);
      return result.dx + result.guides.length;
    });
    const resize = meanMs(moves, (index) => {
      const { dx, dy } = offset(index);
      const box = itemBoundingBox(translateItem(dragged, dx, dy));
      const result = snapResize(targets, box, { x: 'right', y: 'bottom' }, threshold, true);
      return result.dy + result.guides.length;
    });
    const note = `${itemCount} stickers on ${model.key}, ${targets.x.positions.length}+${targets.y.positions.length} target lines, mean of ${moves} moves in Node`;
    return [
      { name: 'snapping: targets built per gesture', value: rounded(build.ms), unit: 'ms', note: `${itemCount} stickers, mean of ${gestures}` },
      { name: 'snapping: per drag move', value: rounded(drag.ms), unit: 'ms', note: `budget 0.5 ms; ${note}` },
      { name: 'snapping: per resize move', value: rounded(resize.ms), unit: 'ms', note: `budget 0.5 ms; ${note}` },
    ];
  },
};
