import { describe, expect, it } from 'vitest';
import { areaBesideCamera, type CaseBackGeometry } from '../../../src/editor/model/caseBackArea.ts';
import { collageLayouts, findLayout, layoutsFor, type CollageLayout } from '../../../src/editor/model/collageLayouts.ts';
import { layoutCells } from '../../../src/editor/model/layoutCells.ts';
import { cellCount } from '../../../src/editor/model/layoutTree.ts';
import { insetRect, rectContains, rectsOverlap } from '../../../src/editor/model/rects.ts';
import type { Rect } from '../../../src/editor/model/types.ts';
import type { UnitRect } from '../../../src/shared/catalog/templateGeometry.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';

/** Back 720x1520 at (40,40), camera 200x100 at (100,100): the area below the camera is (40,200) 720x1360. */
const plain: CaseBackGeometry = {
  caseBack: { x: 40, y: 40, width: 720, height: 1520, cornerRadius: 100 },
  cameraCutout: { x: 100, y: 100, width: 200, height: 100, cornerRadius: 20 },
};

function layout(id: string): CollageLayout {
  const found = findLayout(id);
  if (!found) throw new Error(`no layout ${id}`);
  return found;
}

const box = ({ x, y, width, height }: Rect) => ({ x, y, width, height });

describe('the layouts on offer', () => {
  it('are at least 12, with unique ids and names', () => {
    expect(collageLayouts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(collageLayouts.map((entry) => entry.id)).size).toBe(collageLayouts.length);
    expect(new Set(collageLayouts.map((entry) => entry.name)).size).toBe(collageLayouts.length);
  });

  it('cover every count from 1 to 9 pictures, and list each layout under its own count', () => {
    for (let count = 1; count <= 9; count += 1) {
      const offered = layoutsFor(count);
      expect(offered.length, `${count} pictures`).toBeGreaterThanOrEqual(1);
      for (const entry of offered) expect(cellCount(entry.root)).toBe(count);
    }
    expect(layoutsFor(0)).toEqual([]);
    expect(layoutsFor(10)).toEqual([]);
    const listed = Array.from({ length: 9 }, (_, index) => layoutsFor(index + 1)).flat();
    expect(listed.map((entry) => entry.id).sort()).toEqual(collageLayouts.map((entry) => entry.id).sort());
  });

  it('include grids, one large with several small, strips and mosaics', () => {
    expect(layoutsFor(4).map((entry) => entry.id)).toEqual(['grid-4', 'large-and-three', 'four-strips']);
    expect(layoutsFor(9).map((entry) => entry.id)).toEqual(['grid-9', 'mosaic-9']);
    expect(findLayout('nope')).toBeUndefined();
  });
});

describe('layoutCells on a plain back', () => {
  it('takes the back below the camera band when that is the largest part', () => {
    expect(areaBesideCamera(plain)).toEqual({ x: 40, y: 200, width: 720, height: 1360 });
  });

  it('takes the part right of a camera that runs down the left side', () => {
    const tall = { ...plain, cameraCutout: { x: 60, y: 60, width: 100, height: 1400, cornerRadius: 0 } };
    expect(areaBesideCamera(tall)).toEqual({ x: 160, y: 40, width: 600, height: 1520 });
  });

  it.each([
    {
      why: 'a 2x2 grid spacing apart and spacing in from the area',
      id: 'grid-4',
      spacing: 20,
      cells: [
        { x: 60, y: 220, width: 330, height: 650 },
        { x: 410, y: 220, width: 330, height: 650 },
        { x: 60, y: 890, width: 330, height: 650 },
        { x: 410, y: 890, width: 330, height: 650 },
      ],
    },
    {
      why: 'the large cell first, two thirds of the height, in whole units',
      id: 'large-and-two',
      spacing: 20,
      cells: [
        { x: 60, y: 220, width: 680, height: 867 },
        { x: 60, y: 1107, width: 330, height: 433 },
        { x: 410, y: 1107, width: 330, height: 433 },
      ],
    },
    {
      why: 'the area filled edge to edge at spacing 0',
      id: 'two-stacked',
      spacing: 0,
      cells: [
        { x: 40, y: 200, width: 720, height: 680 },
        { x: 40, y: 880, width: 720, height: 680 },
      ],
    },
  ])('places $why', ({ id, spacing, cells }) => {
    expect(layoutCells(layout(id), plain, { spacing, corners: 0 }).map(box)).toEqual(cells);
  });

  it('rounds the spacing to whole units and holds it to 0–80', () => {
    const at = (spacing: number) => layoutCells(layout('full'), plain, { spacing, corners: 0 })[0];
    expect(at(20.4)).toEqual(at(20));
    expect(at(-5)).toEqual(at(0));
    expect(at(1000)).toEqual(at(80));
    expect(at(80)?.x).toBe(120);
  });

  it('carries the corner radius to every cell, at most half its shorter side and at most 150', () => {
    expect(layoutCells(layout('grid-9'), plain, { spacing: 20, corners: 30 }).map((cell) => cell.cornerRadius)).toEqual(
      Array.from({ length: 9 }, () => 30),
    );
    const strips = layoutCells(layout('four-strips'), plain, { spacing: 20, corners: 1000 });
    expect(strips.map((cell) => cell.cornerRadius)).toEqual([150, 150, 150, 150]);
    const thin = layoutCells(layout('grid-9'), { ...plain, caseBack: { ...plain.caseBack, width: 300 } }, { spacing: 20, corners: 150 });
    expect(thin[0]?.width).toBe(73);
    expect(thin[0]?.cornerRadius).toBe(36.5);
  });

  it('refuses a back too small for the cells', () => {
    const tiny = { ...plain, caseBack: { ...plain.caseBack, width: 100, height: 300 } };
    expect(() => layoutCells(layout('grid-9'), tiny, { spacing: 80, corners: 0 })).toThrow(RangeError);
  });
});

/** Gap between two rects along x and along y (negative: their spans overlap on that axis). */
function gaps(a: Rect, b: Rect): { x: number; y: number } {
  return {
    x: Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width)),
    y: Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height)),
  };
}

/** Whether some other cell lies exactly `spacing` across the given side of `cell`, facing it. */
function hasNeighbourAcross(cell: Rect, others: readonly Rect[], side: 'left' | 'right' | 'top' | 'bottom', spacing: number): boolean {
  return others.some((other) => {
    const gap = gaps(cell, other);
    if (side === 'left') return other.x + other.width === cell.x - spacing && gap.y < 0;
    if (side === 'right') return other.x === cell.x + cell.width + spacing && gap.y < 0;
    if (side === 'top') return other.y + other.height === cell.y - spacing && gap.x < 0;
    return other.y === cell.y + cell.height + spacing && gap.x < 0;
  });
}

/** What breaks the layout rules for one layout's cells on a model, in words; empty when none does. */
function ruleBreaks(entry: CollageLayout, cells: readonly UnitRect[], geometry: CaseBackGeometry, spacing: number): string[] {
  const area = insetRect(areaBesideCamera(geometry), spacing);
  const problems: string[] = [];
  const broken = (index: number, rule: string) => problems.push(`${entry.id} cell ${index}: ${rule}`);
  if (cells.length !== cellCount(entry.root)) problems.push(`${entry.id}: ${cells.length} cells`);
  let tiled = 0;
  cells.forEach((cell, index) => {
    const others = cells.filter((_, otherIndex) => otherIndex !== index);
    if (![cell.x, cell.y, cell.width, cell.height].every(Number.isInteger)) broken(index, 'not in whole units');
    if (!rectContains(geometry.caseBack, cell)) broken(index, 'outside the back');
    if (rectsOverlap(cell, geometry.cameraCutout)) broken(index, 'under the camera');
    if (cell.cornerRadius !== 24) broken(index, `corner radius ${cell.cornerRadius}`);
    others.forEach((other) => {
      const gap = gaps(cell, other);
      if (Math.max(gap.x, gap.y) < spacing) broken(index, `closer than ${spacing} to another cell`);
    });
    // Every side is either on the area's edge or exactly `spacing` from a neighbour.
    if (cell.x !== area.x && !hasNeighbourAcross(cell, others, 'left', spacing)) broken(index, 'left side');
    if (cell.x + cell.width !== area.x + area.width && !hasNeighbourAcross(cell, others, 'right', spacing)) broken(index, 'right side');
    if (cell.y !== area.y && !hasNeighbourAcross(cell, others, 'top', spacing)) broken(index, 'top side');
    if (cell.y + cell.height !== area.y + area.height && !hasNeighbourAcross(cell, others, 'bottom', spacing)) broken(index, 'bottom side');
    tiled += (cell.width + spacing) * (cell.height + spacing);
  });
  // Cells grown by half the spacing tile the area grown by as much: no hole is left.
  if (tiled !== (area.width + spacing) * (area.height + spacing)) problems.push(`${entry.id}: leaves a hole`);
  return problems;
}

describe('every layout on every catalog model', () => {
  it.each(phoneModels.map((model) => model.key))('%s: inside the back, clear of the camera, no overlap, spacing exact', (key) => {
    const model = phoneModels.find((candidate) => candidate.key === key);
    if (!model) throw new Error(key);
    const geometry = templateGeometry(model);
    const problems = [0, 20, 80].flatMap((spacing) =>
      collageLayouts.flatMap((entry) => ruleBreaks(entry, layoutCells(entry, geometry, { spacing, corners: 24 }), geometry, spacing)),
    );
    expect(problems).toEqual([]);
  });

  it('checks all 64 models', () => {
    expect(phoneModels).toHaveLength(64);
  });
});
