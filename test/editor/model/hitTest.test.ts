import { describe, expect, it } from 'vitest';
import { handleAt, handleHitRadiusAt, handlePositions, pointerTarget, topItemAt } from '../../../src/editor/model/hitTest.ts';
import { makeItem } from './makeItem.ts';

const cos30 = Math.sqrt(3) / 2;

describe('topItemAt', () => {
  const back = makeItem(0, [100, 200], [400, 400]);
  const front = makeItem(1, [300, 300], [600, 500]);

  it('picks the highest itemIndex under the point whatever the array order', () => {
    expect(topItemAt([back, front], { x: 350, y: 350 })).toBe(front);
    expect(topItemAt([front, back], { x: 350, y: 350 })).toBe(front);
    expect(topItemAt([front, back], { x: 150, y: 250 })).toBe(back);
    expect(topItemAt([front, back], { x: 700, y: 700 })).toBeNull();
    expect(topItemAt([], { x: 150, y: 250 })).toBeNull();
  });

  it('tests the front item in its rotated frame', () => {
    const frontTurned = makeItem(1, [300, 300], [600, 500], 90);
    expect(topItemAt([back, frontTurned], { x: 320, y: 350 })).toBe(back);
    expect(topItemAt([back, frontTurned], { x: 360, y: 350 })).toBe(frontTurned);
    expect(topItemAt([back, frontTurned], { x: 450, y: 540 })).toBe(frontTurned);
  });
});

describe('handleHitRadiusAt', () => {
  it('is 60 units at zoom 1 and grows to 22 screen px when zoomed out', () => {
    expect(handleHitRadiusAt(1)).toBe(60);
    expect(handleHitRadiusAt(0.5)).toBe(60);
    expect(handleHitRadiusAt(0.2)).toBe(110);
    expect(handleHitRadiusAt(0.11)).toBe(200);
  });
});

describe('handlePositions', () => {
  it('puts the rotate handle 50 units above the top edge', () => {
    expect(handlePositions(makeItem(0, [100, 200], [400, 400]))).toEqual({
      'top-left': { x: 100, y: 200 },
      'top-right': { x: 400, y: 200 },
      'bottom-right': { x: 400, y: 400 },
      'bottom-left': { x: 100, y: 400 },
      rotate: { x: 250, y: 150 },
    });
  });

  it('turns the rotate handle with the item', () => {
    expect(handlePositions(makeItem(0, [100, 200], [400, 400], 90)).rotate).toEqual({ x: 400, y: 300 });
    const at30 = handlePositions(makeItem(0, [100, 200], [400, 400], 30)).rotate;
    expect(at30.x).toBeCloseTo(325, 10);
    expect(at30.y).toBeCloseTo(300 - 150 * cos30, 10);
  });
});

describe('handleAt', () => {
  const item = makeItem(0, [100, 200], [400, 400]);

  it('finds a corner within 60 units at zoom 1', () => {
    expect(handleAt(item, { x: 150, y: 200 }, 1)).toBe('top-left');
    expect(handleAt(item, { x: 400, y: 459 }, 1)).toBe('bottom-right');
    expect(handleAt(item, { x: 170, y: 200 }, 1)).toBeNull();
  });

  it('reaches further at zoom 0.2', () => {
    expect(handleAt(item, { x: 170, y: 200 }, 0.2)).toBe('top-left');
    expect(handleAt(item, { x: 100, y: 509 }, 0.2)).toBe('bottom-left');
    expect(handleAt(item, { x: 100, y: 511 }, 0.2)).toBeNull();
  });

  it('finds the rotate handle and prefers the nearer handle', () => {
    expect(handleAt(item, { x: 250, y: 150 }, 1)).toBe('rotate');
    expect(handleAt(item, { x: 250, y: 200 }, 0.2)).toBe('rotate');
    expect(handleAt(item, { x: 360, y: 170 }, 0.2)).toBe('top-right');
  });

  it('gives a tie between a corner and the rotate handle to the corner', () => {
    const small = makeItem(0, [0, 100], [100, 200]);
    expect(handleAt(small, { x: 0, y: 50 }, 1)).toBe('top-left');
  });

  it('uses the rotated positions at 90 degrees', () => {
    const turned = makeItem(0, [100, 200], [400, 400], 90);
    expect(handleAt(turned, { x: 420, y: 300 }, 1)).toBe('rotate');
    expect(handleAt(turned, { x: 350, y: 160 }, 1)).toBe('top-left');
    expect(handleAt(turned, { x: 250, y: 150 }, 1)).toBeNull();
  });
});

describe('pointerTarget', () => {
  const selected = makeItem(0, [100, 200], [400, 400]);
  const above = makeItem(1, [50, 150], [200, 300]);
  const items = [selected, above];

  it('lets a corner of the selected item win over the body on top of it', () => {
    expect(pointerTarget(items, selected.itemID, { x: 110, y: 210 }, 1)).toEqual({
      kind: 'handle',
      item: selected,
      handle: 'top-left',
    });
    expect(pointerTarget(items, null, { x: 110, y: 210 }, 1)).toEqual({ kind: 'item', item: above });
  });

  it('takes the body when no handle is in reach, and a wider reach when zoomed out', () => {
    expect(pointerTarget(items, above.itemID, { x: 110, y: 210 }, 1)).toEqual({ kind: 'item', item: above });
    expect(pointerTarget(items, above.itemID, { x: 110, y: 210 }, 0.2)).toEqual({
      kind: 'handle',
      item: above,
      handle: 'top-left',
    });
  });

  it('hits the rotate handle outside every body only on the selected item', () => {
    expect(pointerTarget(items, selected.itemID, { x: 250, y: 150 }, 1)).toEqual({
      kind: 'handle',
      item: selected,
      handle: 'rotate',
    });
    expect(pointerTarget(items, null, { x: 250, y: 150 }, 1)).toEqual({ kind: 'empty' });
    expect(pointerTarget(items, 'gone', { x: 250, y: 150 }, 1)).toEqual({ kind: 'empty' });
  });
});
