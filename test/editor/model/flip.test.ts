import { describe, expect, it } from 'vitest';
import { flipItems, toggleFlipX, type FlippableItem } from '../../../src/editor/model/flip.ts';
import { containsPoint, itemCentre } from '../../../src/editor/model/geometry.ts';
import { makeItem } from './makeItem.ts';

/** makeItem's item, typed as one that may carry flipX. */
const flippable = (...args: Parameters<typeof makeItem>): FlippableItem => makeItem(...args);

describe('flip', () => {
  it('toggles flipX and leaves a false one out, as older designs have it', () => {
    const item = makeItem(0, [0, 0], [100, 100]);
    const flipped = toggleFlipX(item);
    expect(flipped).toEqual({ ...item, flipX: true });
    expect(toggleFlipX(flipped)).toEqual(item);
    expect('flipX' in toggleFlipX(flipped)).toBe(false);
  });

  it('mirrors an item alone in place', () => {
    const item = makeItem(0, [100, 200], [300, 300]);
    expect(flipItems([item])).toEqual([{ ...item, flipX: true }]);
  });

  it('makes a tilted item lean the other way, as a mirror shows it', () => {
    const [flipped] = flipItems([flippable(0, [100, 200], [300, 300], 30)]);
    expect(flipped?.rotation).toBe(330);
    expect(flipped?.flipX).toBe(true);
    expect(flipped?.TL_imageBounds).toEqual({ x: 100, y: 200 });
  });

  it('mirrors a group’s positions about the group’s vertical centre line', () => {
    const group = [flippable(0, [0, 0], [100, 100]), flippable(1, [300, 0], [400, 50])];
    const flipped = flipItems(group);
    expect(flipped.map((item) => [item.TL_imageBounds, item.BR_imageBounds, item.flipX])).toEqual([
      [{ x: 300, y: 0 }, { x: 400, y: 100 }, true],
      [{ x: 0, y: 0 }, { x: 100, y: 50 }, true],
    ]);
  });

  it('mirrors where a turned group’s items are seen', () => {
    // Both turned 90°: the first stands from x = 50 to 150, the second from 300 to 350; the line is x = 200.
    const group = [makeItem(0, [0, 0], [200, 100], 90), makeItem(1, [275, 25], [375, 75], 90)];
    const [first, second] = flipItems(group);
    if (!first || !second) throw new Error('lost an item');
    // Mirrored, the first stands from 250 to 350 and the second from 50 to 100.
    expect(containsPoint(first, { x: 349.5, y: 100 })).toBe(true);
    expect(containsPoint(first, { x: 249.5, y: 100 })).toBe(false);
    expect(containsPoint(second, { x: 50.5, y: 50 })).toBe(true);
    expect(itemCentre(second)).toEqual({ x: 75, y: 50 });
    expect([first.rotation, second.rotation]).toEqual([270, 270]);
  });

  it('gives the items back when flipped twice', () => {
    const group = [makeItem(0, [0, 0], [200, 100], 90), makeItem(1, [300, 0], [400, 100], 20)];
    expect(flipItems(flipItems(group))).toEqual(group);
  });
});
