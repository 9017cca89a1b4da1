import { describe, expect, it } from 'vitest';
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
});
