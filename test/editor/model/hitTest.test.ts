import { describe, expect, it } from 'vitest';
import { flipItems } from '../../../src/editor/model/flip.ts';
import { topItemAt } from '../../../src/editor/model/hitTest.ts';
import { makeItem } from './makeItem.ts';

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

  it('follows a flip: a tilted item mirrored leans the other way, and is hit there', () => {
    const tilted = makeItem(0, [0, 0], [400, 40], 30);
    const [mirrored] = flipItems([tilted]);
    // Along the tilted bar, 150 units right of its centre (200, 20), and the mirrored point.
    const onTilted = { x: 200 + 150 * Math.cos(Math.PI / 6), y: 20 + 150 * Math.sin(Math.PI / 6) };
    const onMirrored = { x: 200 + 150 * Math.cos(Math.PI / 6), y: 20 - 150 * Math.sin(Math.PI / 6) };
    expect(topItemAt([tilted], onTilted)).toBe(tilted);
    expect(topItemAt([tilted], onMirrored)).toBeNull();
    expect(topItemAt(mirrored ? [mirrored] : [], onMirrored)).toBe(mirrored);
    expect(topItemAt(mirrored ? [mirrored] : [], onTilted)).toBeNull();
  });
});
