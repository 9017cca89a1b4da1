import { describe, expect, it } from 'vitest';
import { itemsInMarquee, marqueeRect } from '../../../src/editor/model/marquee.ts';
import { makeItem } from './makeItem.ts';

describe('the selection marquee', () => {
  it('is the rect between the two points, dragged either way', () => {
    expect(marqueeRect({ x: 300, y: 50 }, { x: 100, y: 250 })).toEqual({ x: 100, y: 50, width: 200, height: 200 });
  });

  const inside = makeItem(0, [120, 120], [180, 180]);
  const crossing = makeItem(1, [250, 250], [400, 400]);
  const touching = makeItem(2, [300, 0], [400, 100]);
  const away = makeItem(3, [600, 600], [700, 700]);
  // Turned 45° about (350, 350), its box reaches (279.3, 279.3) but the diamond's edge (x + y =
  // 629.3) stays beyond the marquee's corner (300, 300).
  const diamond = makeItem(4, [300, 300], [400, 400], 45);

  it('picks the items whose rotated box shares area with it, in their order', () => {
    const picked = itemsInMarquee([inside, crossing, touching, away, diamond], { x: 100, y: 100, width: 200, height: 200 });
    expect(picked.map((item) => item.itemID)).toEqual(['item-0', 'item-1']);
  });

  it('picks a turned item once the marquee reaches the item itself', () => {
    expect(itemsInMarquee([diamond], { x: 100, y: 100, width: 230, height: 230 }).map((item) => item.itemID)).toEqual(['item-4']);
  });

  it('picks nothing for a marquee without area', () => {
    expect(itemsInMarquee([inside], { x: 150, y: 100, width: 0, height: 200 })).toEqual([]);
  });
});
