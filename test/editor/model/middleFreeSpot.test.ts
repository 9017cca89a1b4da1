import { describe, expect, it } from 'vitest';
import { middleFreeSpot } from '../../../src/editor/model/middleFreeSpot.ts';
import { centredBounds, itemsOverlap } from '../../../src/editor/model/geometry.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { makeItem } from './makeItem.ts';

const area = { x: 40, y: 40, width: 800, height: 1600 };
const size = { width: 400, height: 150 };
const middle = { x: 440, y: 840 };

describe('where a new item goes', () => {
  it('is the middle of the case’s back when nothing is there', () => {
    expect(middleFreeSpot(area, size, [])).toEqual(middle);
    expect(middleFreeSpot(area, size, [makeItem(0, [40, 40], [300, 300])])).toEqual(middle);
  });

  it('is the free place nearest the middle when an item covers the middle', () => {
    const covering = makeItem(0, [240, 640], [640, 1040]);
    const spot = middleFreeSpot(area, size, [covering]);
    const placed = { ...centredBounds(spot, size), rotation: 0 };
    expect(itemsOverlap(placed, covering)).toBe(false);
    // Just above or below the covering picture, not somewhere far away.
    expect(Math.abs(spot.x - middle.x)).toBeLessThan(1e-9);
    expect(Math.abs(spot.y - middle.y)).toBeLessThanOrEqual(200 + 75 + 150 * 0.25);
    expect(spot.y - size.height / 2 >= area.y && spot.y + size.height / 2 <= area.y + area.height).toBe(true);
  });

  it('looks past turned items by their real shape', () => {
    const turned = makeItem(0, [290, 790], [590, 890], 90);
    const spot = middleFreeSpot(area, size, [turned]);
    expect(itemsOverlap({ ...centredBounds(spot, size), rotation: 0 }, turned)).toBe(false);
  });

  it('falls back to the middle when no place is free', () => {
    expect(middleFreeSpot(area, size, [makeItem(0, [0, 0], [900, 1700])])).toEqual(middle);
  });

  it('finds a place inside the case’s back on every model', () => {
    for (const model of phoneModels) {
      const { caseBack } = templateGeometry(model);
      const blocker = makeItem(0, [caseBack.x + caseBack.width / 4, caseBack.y + caseBack.height / 3], [caseBack.x + (3 * caseBack.width) / 4, caseBack.y + (2 * caseBack.height) / 3]);
      const spot = middleFreeSpot(caseBack, size, [blocker]);
      expect(itemsOverlap({ ...centredBounds(spot, size), rotation: 0 }, blocker)).toBe(false);
      expect(spot.x - size.width / 2).toBeGreaterThanOrEqual(caseBack.x);
      expect(spot.y + size.height / 2).toBeLessThanOrEqual(caseBack.y + caseBack.height);
    }
  });
});
