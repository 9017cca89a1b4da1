import { describe, expect, it } from 'vitest';
import { alignItems, alignTarget, distributeItems } from '../../../src/editor/model/align.ts';
import { itemBoundingBox } from '../../../src/editor/model/geometry.ts';
import { makeItem } from './makeItem.ts';

/** A case back as templateGeometry gives one: (40, 40), 740 × 1560 units. */
const back = { x: 40, y: 40, width: 740, height: 1560 };

describe('align to the case', () => {
  it('lines a turned item\'s rotated box up on each edge and the middle of the back', () => {
    // 200 × 100 turned 90°: its rotated box is 100 wide and 200 tall, about the centre (300, 450).
    const item = makeItem(0, [200, 400], [400, 500], 90);
    const boxOf = (edge: Parameters<typeof alignItems>[1]) => {
      const [moved] = alignItems([item], edge, alignTarget([item], back));
      return moved ? itemBoundingBox(moved) : null;
    };
    expect(boxOf('left')).toEqual({ x: 40, y: 350, width: 100, height: 200 });
    expect(boxOf('centre')).toEqual({ x: 360, y: 350, width: 100, height: 200 });
    expect(boxOf('right')).toEqual({ x: 680, y: 350, width: 100, height: 200 });
    expect(boxOf('top')).toEqual({ x: 250, y: 40, width: 100, height: 200 });
    expect(boxOf('middle')).toEqual({ x: 250, y: 720, width: 100, height: 200 });
    expect(boxOf('bottom')).toEqual({ x: 250, y: 1400, width: 100, height: 200 });
  });

  it('keeps the item\'s size and rotation', () => {
    const [moved] = alignItems([makeItem(0, [200, 400], [400, 500], 90)], 'left', back);
    expect(moved?.rotation).toBe(90);
    // Its rotated box starts at x 250: 210 units left to reach the back's edge.
    expect(moved?.TL_imageBounds).toEqual({ x: -10, y: 400 });
    expect(moved?.BR_imageBounds).toEqual({ x: 190, y: 500 });
  });
});

describe('align several items to each other', () => {
  const items = [makeItem(0, [100, 100], [200, 150]), makeItem(1, [300, 400], [500, 600]), makeItem(2, [50, 700], [120, 760])];

  it('aligns to the box around them, not to the case', () => {
    expect(alignTarget(items, back)).toEqual({ x: 50, y: 100, width: 450, height: 660 });
    expect(alignItems(items, 'left', alignTarget(items, back)).map((item) => item.TL_imageBounds.x)).toEqual([50, 50, 50]);
    expect(alignItems(items, 'right', alignTarget(items, back)).map((item) => item.BR_imageBounds.x)).toEqual([500, 500, 500]);
    expect(alignItems(items, 'top', alignTarget(items, back)).map((item) => item.TL_imageBounds.y)).toEqual([100, 100, 100]);
  });

  it('moves each along one axis only', () => {
    const middled = alignItems(items, 'middle', alignTarget(items, back));
    expect(middled.map((item) => item.TL_imageBounds.x)).toEqual([100, 300, 50]);
    expect(middled.map((item) => (item.TL_imageBounds.y + item.BR_imageBounds.y) / 2)).toEqual([430, 430, 430]);
  });
});

describe('distribute', () => {
  it('spreads three items of different sizes with equal gaps, the outer two staying', () => {
    // Widths 100, 200 and 50 between x 0 and 600: 250 of gaps, 125 each.
    const items = [makeItem(0, [0, 0], [100, 80]), makeItem(1, [550, 300], [600, 350]), makeItem(2, [120, 100], [320, 300])];
    const spread = distributeItems(items, 'horizontal');
    expect(spread.map((item) => [item.TL_imageBounds.x, item.BR_imageBounds.x])).toEqual([[0, 100], [550, 600], [225, 425]]);
    expect(spread.map((item) => item.TL_imageBounds.y)).toEqual([0, 300, 100]);
  });

  it('spreads down by the rotated boxes, in the order of their centres', () => {
    // The first, turned 90°, is 100 tall on the case (y 50–150) though 200 × 100 unturned.
    const items = [makeItem(0, [0, 50], [200, 150], 90), makeItem(1, [0, 900], [100, 1000]), makeItem(2, [0, 300], [100, 340])];
    const boxes = distributeItems(items, 'vertical').map(itemBoundingBox);
    // Heights 200, 100 and 40 between y 0 and 1000: 660 of gaps, 330 each.
    expect(boxes.map((box) => [box.y, box.y + box.height])).toEqual([[0, 200], [900, 1000], [530, 570]]);
  });

  it('leaves fewer than three items where they are', () => {
    const two = [makeItem(0, [0, 0], [100, 100]), makeItem(1, [500, 0], [600, 100])];
    expect(distributeItems(two, 'horizontal')).toEqual(two);
  });
});
