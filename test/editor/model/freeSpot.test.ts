import { describe, expect, it } from 'vitest';
import type { CaseBackGeometry } from '../../../src/editor/model/caseBackArea.ts';
import { cascadeOffset, cascadeSpot, cascadeSteps, findFreeSpot, placeNewItem, placementGap } from '../../../src/editor/model/freeSpot.ts';
import { itemBoundingBox, itemsOverlap } from '../../../src/editor/model/geometry.ts';
import { insetRect, rectContains, rectsOverlap } from '../../../src/editor/model/rects.ts';
import { shareInside } from '../../../src/editor/model/safeZone.ts';
import type { CanvasItem, ItemBounds, Rect, Size } from '../../../src/editor/model/types.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { makeItem } from './makeItem.ts';

/** Square-cornered back 720x1520 at (40,40), camera 200x100 at (100,100). */
const plain: CaseBackGeometry = {
  caseBack: { x: 40, y: 40, width: 720, height: 1520, cornerRadius: 0 },
  cameraCutout: { x: 100, y: 100, width: 200, height: 100, cornerRadius: 20 },
};

function itemAt(index: number, bounds: ItemBounds): CanvasItem {
  return makeItem(index, [bounds.TL_imageBounds.x, bounds.TL_imageBounds.y], [bounds.BR_imageBounds.x, bounds.BR_imageBounds.y]);
}

function covers(box: Rect, item: CanvasItem): boolean {
  return rectContains(box, itemBoundingBox(item));
}

/**
 * Brute force: whether a sticker of `size` fits anywhere on a 10-unit lattice, the gap clear of
 * the back's edge, the camera and every item, and clear of the squares of the back's rounded
 * corners (a stricter rule than findFreeSpot's, which may also use the corners' inside).
 */
function latticeHasRoom(geometry: CaseBackGeometry, items: readonly CanvasItem[], size: Size): boolean {
  const inner = insetRect(geometry.caseBack, placementGap);
  const radius = Math.max(geometry.caseBack.cornerRadius - placementGap, 0);
  const corners: Rect[] = [
    { x: inner.x, y: inner.y, width: radius, height: radius },
    { x: inner.x + inner.width - radius, y: inner.y, width: radius, height: radius },
    { x: inner.x, y: inner.y + inner.height - radius, width: radius, height: radius },
    { x: inner.x + inner.width - radius, y: inner.y + inner.height - radius, width: radius, height: radius },
  ];
  const obstacles = [geometry.cameraCutout, ...items.map(itemBoundingBox)].map((rect) => insetRect(rect, -placementGap));
  for (let y = inner.y; y + size.height <= inner.y + inner.height; y += 10) {
    for (let x = inner.x; x + size.width <= inner.x + inner.width; x += 10) {
      const box = { x, y, ...size };
      if (![...obstacles, ...corners].some((rect) => rectsOverlap(box, rect))) return true;
    }
  }
  return false;
}

describe('the first free spot', () => {
  it('is the first in reading order: right of the camera, at the top', () => {
    expect(findFreeSpot(plain, [], { width: 300, height: 300 })).toEqual({
      TL_imageBounds: { x: 320, y: 60 },
      BR_imageBounds: { x: 620, y: 360 },
    });
  });

  it('goes below the camera when the top has no room', () => {
    expect(findFreeSpot(plain, [], { width: 500, height: 300 })).toEqual({
      TL_imageBounds: { x: 60, y: 220 },
      BR_imageBounds: { x: 560, y: 520 },
    });
  });

  it('keeps the gap from the items already there, turned ones by their rotated box', () => {
    const first = itemAt(0, { TL_imageBounds: { x: 320, y: 60 }, BR_imageBounds: { x: 620, y: 360 } });
    expect(findFreeSpot(plain, [first], { width: 300, height: 300 })).toEqual({
      TL_imageBounds: { x: 60, y: 380 },
      BR_imageBounds: { x: 360, y: 680 },
    });
    const turned = makeItem(0, [100, 300], [300, 500], 45);
    const spot = findFreeSpot(plain, [turned], { width: 500, height: 300 });
    expect(spot?.TL_imageBounds.y).toBeCloseTo(400 + 100 * Math.SQRT2 + placementGap, 9);
  });

  it('stays inside the back’s rounded corners', () => {
    const rounded = { ...plain, caseBack: { ...plain.caseBack, cornerRadius: 120 } };
    // Right of the camera, the box's top-right corner (720, y) is inside the arc (radius 100 after
    // the gap, centre (640, 160)) from y = 160; at the diagonal step y = 90 it is 106 units away.
    expect(findFreeSpot(rounded, [], { width: 400, height: 300 })).toEqual({
      TL_imageBounds: { x: 320, y: 160 },
      BR_imageBounds: { x: 720, y: 460 },
    });
    expect(findFreeSpot(plain, [], { width: 400, height: 300 })?.TL_imageBounds).toEqual({ x: 320, y: 60 });
  });

  it('is null for a sticker larger than the back', () => {
    expect(findFreeSpot(plain, [], { width: 800, height: 300 })).toBeNull();
  });
});

describe('the cascade once the back is full', () => {
  const wall = makeItem(0, [40, 40], [760, 1560]);

  it('starts the nth sticker n steps of 40 units from the top-left below the camera', () => {
    expect(cascadeOffset).toBe(40);
    expect(cascadeSpot(plain, [wall], { width: 300, height: 300 })).toEqual({
      TL_imageBounds: { x: 100, y: 260 },
      BR_imageBounds: { x: 400, y: 560 },
    });
  });

  it('skips a step that would cover an earlier sticker wholly', () => {
    const earlier = makeItem(1, [140, 300], [440, 600]);
    expect(cascadeSpot(plain, [wall, earlier], { width: 300, height: 300 })).toEqual({
      TL_imageBounds: { x: 180, y: 340 },
      BR_imageBounds: { x: 480, y: 640 },
    });
  });

  it('wraps round to the start when the next step would leave the back', () => {
    // 300 wide in 680: 10 steps (0..360); the 10th sticker is back at step 0.
    const items = Array.from({ length: 10 }, (_, index) => makeItem(index, [40, 40], [760, 1560]));
    expect(cascadeSpot(plain, items, { width: 300, height: 300 }).TL_imageBounds).toEqual({ x: 60, y: 220 });
  });

  it('centres a sticker wider than the back', () => {
    expect(cascadeSteps(plain, { width: 1000, height: 300 })).toHaveLength(26);
    expect(cascadeSpot(plain, [wall], { width: 1000, height: 300 }).TL_imageBounds).toEqual({ x: -100, y: 260 });
    expect(placeNewItem(plain, [wall], { width: 1000, height: 300 }).TL_imageBounds).toEqual({ x: -100, y: 260 });
  });
});

describe('adding stickers one after another on every catalog model', () => {
  const sizes: Size[] = [
    { width: 300, height: 300 },
    { width: 400, height: 250 },
    { width: 250, height: 400 },
    { width: 350, height: 350 },
  ];

  it.each(phoneModels.map((model) => model.key))('%s: never covers an earlier sticker while room remains', (key) => {
    const model = phoneModels.find((candidate) => candidate.key === key);
    if (!model) throw new Error(key);
    const geometry = templateGeometry(model);
    const items: CanvasItem[] = [];
    let cascaded = 0;
    const fullFor = new Set<Size>();
    for (let index = 0; index < 30; index += 1) {
      const size = sizes[index % sizes.length] ?? { width: 300, height: 300 };
      const free = findFreeSpot(geometry, items, size);
      const bounds = placeNewItem(geometry, items, size);
      const added = itemAt(index, bounds);
      if (free) {
        expect(bounds).toEqual(free);
        expect(items.filter((item) => itemsOverlap(item, added)).map((item) => item.itemID)).toEqual([]);
        expect(shareInside(added, geometry.caseBack)).toBeGreaterThan(1 - 1e-9);
        expect(rectsOverlap(itemBoundingBox(added), geometry.cameraCutout)).toBe(false);
      } else {
        cascaded += 1;
        // Items only accumulate, so a back full for a size stays full: brute force its first time.
        if (!fullFor.has(size)) expect(latticeHasRoom(geometry, items, size), `room left for sticker ${index}`).toBe(false);
        fullFor.add(size);
        // A step that wholly covers an earlier sticker is taken only when every step does.
        const coversOne = (box: Rect) => items.some((item) => covers(box, item));
        if (coversOne(itemBoundingBox(added))) expect(cascadeSteps(geometry, size).every(coversOne)).toBe(true);
      }
      items.push(added);
    }
    expect(cascaded).toBeGreaterThan(0);
  });

  it('places the same way every time', () => {
    const geometry = templateGeometry(phoneModels[0] ?? (() => { throw new Error('no models'); })());
    const items = [makeItem(0, [100, 600], [400, 900], 15)];
    expect(placeNewItem(geometry, items, { width: 300, height: 200 })).toEqual(placeNewItem(geometry, items, { width: 300, height: 200 }));
  });
});
