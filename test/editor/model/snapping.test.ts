import { describe, expect, it } from 'vitest';
import type { CaseBackGeometry } from '../../../src/editor/model/caseBackArea.ts';
import { snapMove, snapResize, snapThreshold } from '../../../src/editor/model/snapBox.ts';
import { snapTargets } from '../../../src/editor/model/snapTargets.ts';
import { snapRotation } from '../../../src/editor/model/transform.ts';
import { makeItem } from './makeItem.ts';

/**
 * Back 720x1520 at (40,40): x lines 40, 400, 760 and y lines 40, 800, 1560. Camera 200x100 at
 * (100,100): x 100, 300 and y 100, 200. The other item (450,400)–(650,500): x 450, 550, 650 and
 * y 400, 450, 500.
 */
const geometry: CaseBackGeometry = {
  caseBack: { x: 40, y: 40, width: 720, height: 1520, cornerRadius: 100 },
  cameraCutout: { x: 100, y: 100, width: 200, height: 100, cornerRadius: 20 },
};
const other = makeItem(0, [450, 400], [650, 500]);
const targets = snapTargets(geometry, [other]);
const threshold = 6;

describe('snap targets', () => {
  it('are the back’s edges and centre lines, the camera’s edges and the other items’ edges and centres', () => {
    expect([...targets.x.positions]).toEqual([40, 100, 300, 400, 450, 550, 650, 760]);
    expect([...targets.y.positions]).toEqual([40, 100, 200, 400, 450, 500, 800, 1560]);
  });

  it('take a turned item’s rotated box', () => {
    const turned = snapTargets(geometry, [makeItem(0, [0, 0], [100, 100], 45)]);
    const half = 50 * Math.SQRT2;
    const own = [...turned.x.positions].filter((x) => ![40, 100, 300, 400, 760].includes(x));
    expect(own).toHaveLength(3);
    [50 - half, 50, 50 + half].forEach((x, index) => expect(own[index]).toBeCloseTo(x, 9));
  });

  it('merge things lined up at one position into one guide span', () => {
    const lined = snapTargets(geometry, [makeItem(0, [400, 1000], [500, 1100])]);
    const index = [...lined.x.positions].indexOf(400);
    expect([lined.x.from[index], lined.x.to[index]]).toEqual([40, 1560]);
  });
});

describe('the snap threshold', () => {
  it('is 6 screen px in units at the zoom, and nothing with Alt held', () => {
    expect(snapThreshold(0.5)).toBe(12);
    expect(snapThreshold(1)).toBe(6);
    expect(snapThreshold(0.5, true)).toBe(0);
  });
});

describe('snapping a dragged box', () => {
  // A 30x30 box: its lines are 15 apart, and 4 units off one target it is far from every other.
  const xTargets = [40, 100, 300, 400, 450, 550, 650, 760];
  const yTargets = [40, 100, 200, 400, 450, 500, 800, 1560];

  it.each(xTargets)('lines a left edge 4 units off x = %i up with it', (target) => {
    const result = snapMove(targets, { x: target + 4, y: 1000, width: 30, height: 30 }, threshold);
    expect(result.dx).toBe(-4);
    expect(result.dy).toBe(0);
    expect(result.guides.map((guide) => [guide.axis, guide.at])).toEqual([['x', target]]);
  });

  it.each(yTargets)('lines a top edge 4 units off y = %i up with it', (target) => {
    const result = snapMove(targets, { x: 200, y: target + 4, width: 30, height: 30 }, threshold);
    expect(result.dy).toBe(-4);
    expect(result.dx).toBe(0);
    expect(result.guides.map((guide) => [guide.axis, guide.at])).toEqual([['y', target]]);
  });

  it('puts the box’s centre exactly on the back’s vertical centre line, the guide spanning the back', () => {
    const result = snapMove(targets, { x: 388, y: 1000, width: 30, height: 30 }, threshold);
    expect(result.dx).toBe(-3);
    expect(result.guides).toEqual([{ axis: 'x', at: 400, from: 40, to: 1560 }]);
  });

  it('snaps a right edge and a bottom edge, each axis on its own', () => {
    const result = snapMove(targets, { x: 255, y: 355, width: 50, height: 50 }, threshold);
    expect([result.dx, result.dy]).toEqual([-5, -5]);
    expect(result.guides).toEqual([
      { axis: 'x', at: 300, from: 100, to: 400 },
      { axis: 'y', at: 400, from: 250, to: 650 },
    ]);
  });

  it('takes the nearest target when two are within reach', () => {
    // Left edge 5 off 450, right edge 2 off 550.
    expect(snapMove(targets, { x: 455, y: 1000, width: 93, height: 30 }, threshold).dx).toBe(2);
  });

  it('shows every line that ends up aligned', () => {
    const result = snapMove(targets, { x: 451, y: 1000, width: 200, height: 30 }, threshold);
    expect(result.dx).toBe(-1);
    expect(result.guides.map((guide) => guide.at)).toEqual([450, 550, 650]);
  });

  it('does not snap beyond the threshold', () => {
    expect(snapMove(targets, { x: 407, y: 1007, width: 30, height: 30 }, threshold)).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('does nothing with Alt held, not even a guide for an exact line-up', () => {
    expect(snapMove(targets, { x: 403, y: 1000, width: 30, height: 30 }, snapThreshold(1, true))).toEqual({ dx: 0, dy: 0, guides: [] });
    expect(snapMove(targets, { x: 400, y: 1000, width: 30, height: 30 }, snapThreshold(1, true)).guides).toEqual([]);
  });
});

describe('snapping a resized box', () => {
  it('moves only the dragged edges', () => {
    const result = snapResize(targets, { x: 200, y: 600, width: 446, height: 100 }, { x: 'right', y: null }, threshold);
    expect(result).toEqual({ dx: 4, dy: 0, guides: [{ axis: 'x', at: 650, from: 400, to: 700 }] });
  });

  it('snaps a left and a top edge', () => {
    const result = snapResize(targets, { x: 303, y: 797, width: 100, height: 100 }, { x: 'left', y: 'top' }, threshold);
    expect([result.dx, result.dy]).toEqual([-3, 3]);
    expect(result.guides.map((guide) => [guide.axis, guide.at])).toEqual([['x', 300], ['y', 800]]);
  });

  it('ignores the box’s centre, which a resize does not aim', () => {
    expect(snapResize(targets, { x: 380, y: 1000, width: 42, height: 30 }, { x: 'right', y: null }, threshold).dx).toBe(0);
  });

  it('keeping the ratio, snaps only the axis needing the smaller move', () => {
    const box = { x: 303, y: 795, width: 100, height: 100 };
    const result = snapResize(targets, box, { x: 'left', y: 'top' }, threshold, true);
    expect([result.dx, result.dy]).toEqual([-3, 0]);
    expect(result.guides.map((guide) => guide.axis)).toEqual(['x']);
  });

  it('does nothing with Alt held', () => {
    expect(snapResize(targets, { x: 200, y: 600, width: 446, height: 100 }, { x: 'right', y: null }, 0)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});

describe('rotation snapping', () => {
  it('reuses the Transformer’s right-angle snap within 5°', () => {
    expect(snapRotation(94)).toBe(90);
    expect(snapRotation(-4)).toBe(0);
    expect(snapRotation(266)).toBe(270);
    expect(snapRotation(84)).toBe(84);
  });
});
