import { describe, expect, it } from 'vitest';
import {
  ghostDrawSize,
  ghostGrid,
  ghostLayout,
  ghostOpacity,
  mulberry32,
  visibleGhosts,
} from '../../../src/editor/model/ghosts.ts';
import type { Ghost } from '../../../src/editor/model/types.ts';

const template = { width: 826, height: 1586 };
const cellWidth = 826 / 23;
const cellHeight = 1586 / 43;

function positions(ghosts: Ghost[]): { x: number; y: number; rotation: number }[] {
  return ghosts.map(({ x, y, rotation }) => ({ x, y, rotation }));
}

describe('mulberry32', () => {
  it('repeats the reference sequence for a seed', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    expect(mulberry32(12345)()).toBe(0.9797282677609473);
  });

  it('stays in [0, 1)', () => {
    const random = mulberry32(7);
    const draws = Array.from({ length: 10000 }, random);
    expect(draws.filter((value) => value < 0 || value >= 1)).toEqual([]);
  });
});

describe('ghostGrid', () => {
  it('picks near-square cells, about 1000 of them', () => {
    expect(ghostGrid(template)).toEqual({ columns: 23, rows: 43 });
    expect(ghostGrid({ width: 1000, height: 1000 })).toEqual({ columns: 32, rows: 31 });
    expect(ghostGrid({ width: 1, height: 100000 })).toEqual({ columns: 1, rows: 1000 });
  });
});

describe('ghostLayout', () => {
  const layout = ghostLayout(42, template, ['a', 'b', 'c']);

  it('puts one ghost in every cell, within 30% of the cell from its centre', () => {
    expect(layout).toHaveLength(989);
    const cells = new Set<number>();
    for (const ghost of layout) {
      const column = Math.floor(ghost.x / cellWidth);
      const row = Math.floor(ghost.y / cellHeight);
      cells.add(row * 23 + column);
      expect(Math.abs(ghost.x - (column + 0.5) * cellWidth)).toBeLessThanOrEqual(0.3 * cellWidth);
      expect(Math.abs(ghost.y - (row + 0.5) * cellHeight)).toBeLessThanOrEqual(0.3 * cellHeight);
      expect(ghost.rotation).toBeGreaterThanOrEqual(0);
      expect(ghost.rotation).toBeLessThan(360);
    }
    expect(cells.size).toBe(989);
  });

  it('is the same for the same seed and list, and different for another seed', () => {
    expect(ghostLayout(42, template, ['a', 'b', 'c'])).toEqual(layout);
    expect(positions(ghostLayout(43, template, ['a', 'b', 'c']))).not.toEqual(positions(layout));
  });

  it('uses every image and only the given ones', () => {
    const counts = new Map<string, number>();
    for (const ghost of layout) counts.set(ghost.imageID, (counts.get(ghost.imageID) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(989);
  });

  it('keeps every position when the image list changes', () => {
    const reassigned = ghostLayout(42, template, ['z']);
    expect(positions(reassigned)).toEqual(positions(layout));
    expect(new Set(reassigned.map((ghost) => ghost.imageID))).toEqual(new Set(['z']));
  });

  it('has no ghosts without images', () => {
    expect(ghostLayout(42, template, [])).toEqual([]);
  });
});

describe('visibleGhosts', () => {
  const layout = ghostLayout(42, template, ['a']);

  it('shows ghostFreq tenths of the ghosts', () => {
    expect(visibleGhosts(layout, 10)).toHaveLength(989);
    expect(visibleGhosts(layout, 5)).toHaveLength(495);
    expect(visibleGhosts(layout, 1)).toHaveLength(99);
    expect(visibleGhosts(layout, 12)).toHaveLength(989);
    expect(visibleGhosts(layout, 0)).toHaveLength(0);
  });

  it('shows a superset at a higher frequency', () => {
    for (let freq = 1; freq < 10; freq += 1) {
      const lower = visibleGhosts(layout, freq);
      expect(visibleGhosts(layout, freq + 1).slice(0, lower.length)).toEqual(lower);
    }
  });

  it('spreads a low frequency over the whole template', () => {
    const sparse = visibleGhosts(layout, 1);
    const topHalf = sparse.filter((ghost) => ghost.y < template.height / 2).length;
    const leftHalf = sparse.filter((ghost) => ghost.x < template.width / 2).length;
    expect(topHalf).toBeGreaterThan(30);
    expect(topHalf).toBeLessThan(69);
    expect(leftHalf).toBeGreaterThan(30);
    expect(leftHalf).toBeLessThan(69);
  });
});

describe('ghost size and opacity', () => {
  it('draws ghostSize thousandths of the image at ghostOpacity percent', () => {
    expect(ghostDrawSize({ width: 2048, height: 1536 }, 10)).toEqual({ width: 20.48, height: 15.36 });
    expect(ghostDrawSize({ width: 1000, height: 500 }, 200)).toEqual({ width: 200, height: 100 });
    expect(ghostOpacity(1)).toBe(0.01);
    expect(ghostOpacity(100)).toBe(1);
  });
});
