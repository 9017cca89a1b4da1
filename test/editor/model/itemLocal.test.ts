import { describe, expect, it } from 'vitest';
import { fromItemLocal, toItemLocal } from '../../../src/editor/model/itemLocal.ts';
import { makeItem } from './makeItem.ts';

describe('an item’s own frame', () => {
  it('is units from the top-left of an unturned item', () => {
    expect(toItemLocal(makeItem(0, [100, 200], [400, 400]), { x: 130, y: 250 })).toEqual({ x: 30, y: 50 });
  });

  it('undoes the rotation: at 90° the image top-left sits at the top-right of the box', () => {
    const turned = makeItem(0, [100, 200], [400, 400], 90);
    expect(toItemLocal(turned, { x: 350, y: 150 })).toEqual({ x: 0, y: 0 });
    expect(toItemLocal(turned, { x: 150, y: 450 })).toEqual({ x: 300, y: 200 });
  });

  it('undoes the flip: a mirrored item’s picture starts at its right edge', () => {
    const flipped = { ...makeItem(0, [100, 200], [400, 400]), flipX: true };
    expect(toItemLocal(flipped, { x: 400, y: 200 })).toEqual({ x: 0, y: 0 });
    expect(toItemLocal(flipped, { x: 130, y: 250 })).toEqual({ x: 270, y: 50 });
  });

  it('places local points back where they came from, turned and flipped', () => {
    const item = { ...makeItem(0, [100, 200], [400, 400], 37), flipX: true };
    const point = { x: 222, y: 333 };
    const back = fromItemLocal(item, toItemLocal(item, point));
    expect(back.x).toBeCloseTo(222, 9);
    expect(back.y).toBeCloseTo(333, 9);
    expect(fromItemLocal({ ...makeItem(0, [100, 200], [400, 400], 90), flipX: true }, { x: 0, y: 0 })).toEqual({ x: 350, y: 450 });
  });
});
