import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFileMeasure } from '../../../scripts/designTemplates/fontFileMeasure.ts';
import { areaBesideCamera } from '../../../src/editor/model/caseBackArea.ts';
import { designArea, layoutDesignTemplate, layoutTreeOf } from '../../../src/editor/model/designTemplateLayout.ts';
import { fillFrames } from '../../../src/editor/model/frames.ts';
import { containsPoint, itemBoundingBox, itemCentre, itemCorners, itemSize } from '../../../src/editor/model/geometry.ts';
import { cellsInBox } from '../../../src/editor/model/layoutCells.ts';
import { isClearSpot, placementGap } from '../../../src/editor/model/placement.ts';
import { insetRect, rectContains, rectsOverlap } from '../../../src/editor/model/rects.ts';
import { shapedTextBoxSize } from '../../../src/editor/model/textCurve.ts';
import type { ArtItem, CanvasItem, FrameItem, TextItem } from '../../../src/editor/model/types.ts';
import { findModel, phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import type { DesignTemplate, TemplateItem } from '../../../src/shared/designTemplates/designTemplate.ts';
import { textFont } from '../../../src/shared/textFonts.ts';

const measure = fontFileMeasure(join(import.meta.dirname, '../../..'));
const geometryOf = (key: string) => {
  const model = findModel(key);
  if (!model) throw new Error(`no model ${key}`);
  return templateGeometry(model);
};
const iPhone = geometryOf('15_pro');

function templateOf(items: TemplateItem[], backgroundColor = '#ffffff'): DesignTemplate {
  return { id: 'test', name: 'Test', occasion: 'minimal', backdrop: { backgroundColor }, items };
}

function layout(items: TemplateItem[], geometry = iPhone): CanvasItem[] {
  return layoutDesignTemplate({ template: templateOf(items), geometry, measure, newItemID: (index) => `item-${index}` });
}

const whole = { x: 0, y: 0, width: 1, height: 1 };
const words = (overrides: Partial<Extract<TemplateItem, { kind: 'text' }>> = {}): TemplateItem => ({
  kind: 'text',
  text: 'Happy Birthday',
  fontFamily: 'Pacifico',
  fill: '#ff4d6d',
  align: 'center',
  stroke: null,
  box: { x: 0, y: 0, width: 1, height: 0.2 },
  size: 0.08,
  ...overrides,
});

describe('layoutDesignTemplate', () => {
  it('tiles a photo group with the collage layout code in its box of the design area, beside the camera', () => {
    const area = designArea(iPhone);
    expect(area).toEqual(insetRect(areaBesideCamera(iPhone), placementGap));
    const items = layout([{ kind: 'photos', box: { x: 0, y: 0.5, width: 1, height: 0.5 }, layout: { rows: ['cell', { columns: ['cell', 'cell'] }] }, spacing: 0.03 }]);
    const spacing = Math.round(0.03 * iPhone.caseBack.width);
    const box = { x: area.x, y: Math.round(area.y + area.height / 2), width: area.width, height: Math.round(area.y + area.height) - Math.round(area.y + area.height / 2) };
    const cells = cellsInBox(layoutTreeOf({ rows: ['cell', { columns: ['cell', 'cell'] }] }), box, spacing, 0);
    expect(items.map((item) => item.kind)).toEqual(['frame', 'frame', 'frame']);
    expect(items.map((item) => itemBoundingBox(item))).toEqual(cells.map(({ x, y, width, height }) => ({ x, y, width, height })));
    expect(items.map((item) => item.itemIndex)).toEqual([0, 1, 2]);
    for (const item of items) expect(rectsOverlap(itemBoundingBox(item), iPhone.cameraCutout)).toBe(false);
  });

  it('keeps a text at its size where it fits, aligned in its box, and shrinks it to a box too small for it', () => {
    const font = textFont('Pacifico');
    const natural = shapedTextBoxSize({ text: 'Happy Birthday', font, align: 'left' }, 0.08 * iPhone.caseBack.width, measure(font));
    const [left, right, squeezed] = layout([
      words({ align: 'left' }),
      words({ align: 'right', box: { x: 0, y: 0.3, width: 1, height: 0.2 } }),
      words({ box: { x: 0.25, y: 0.6, width: 0.5, height: 0.2 } }),
    ]) as TextItem[];
    const area = designArea(iPhone);
    if (!left || !right || !squeezed) throw new Error('three texts expected');
    expect(itemSize(left).width).toBeCloseTo(natural.width, 6);
    expect(itemSize(left).height).toBeCloseTo(natural.height, 6);
    expect(left.TL_imageBounds.x).toBeCloseTo(area.x, 6);
    expect(right.BR_imageBounds.x).toBeCloseTo(area.x + area.width, 0);
    // Half the area's width is too narrow for it at 0.08 of the back: it fills the box's width, ratio kept.
    expect(itemSize(squeezed).width).toBeCloseTo(Math.round(area.width * 0.75) - Math.round(area.width * 0.25), 0);
    expect(itemSize(squeezed).width / itemSize(squeezed).height).toBeCloseTo(natural.width / natural.height, 6);
    expect(squeezed).toMatchObject({ kind: 'text', text: 'Happy Birthday', fontFamily: 'Pacifico', fill: '#ff4d6d', stroke: null, rotation: 0 });
  });

  it('fits art, turned, into its box with its own aspect', () => {
    const [heart] = layout([{ kind: 'art', source: 'shape', artID: 'heart', fill: '#b5179e', box: { x: 0.2, y: 0.2, width: 0.6, height: 0.3 }, rotation: 20 }]) as ArtItem[];
    if (!heart) throw new Error('no art');
    const size = itemSize(heart);
    expect(size.width / size.height).toBeCloseTo(100 / 88, 6);
    const area = designArea(iPhone);
    const box = { x: Math.round(area.x + 0.2 * area.width), y: Math.round(area.y + 0.2 * area.height) };
    const bounds = itemBoundingBox(heart);
    expect(rectContains({ ...box, width: Math.round(area.x + 0.8 * area.width) - box.x + 1e-6, height: Math.round(area.y + 0.5 * area.height) - box.y + 1e-6 }, bounds)).toBe(true);
    expect(heart).toMatchObject({ source: 'shape', artID: 'heart', fill: '#b5179e', rotation: 20 });
  });

  it('turns tilted photos inside their cells, puts each photo inside its mat, and gives the frames the group’s look', () => {
    const items = layout([{ kind: 'photos', box: whole, layout: { columns: ['cell', 'cell'] }, tilt: [-8, 6], mat: { fill: '#ffffff', border: 0.06, foot: 0.2 }, look: 'mono' }]);
    expect(items.map((item) => item.kind)).toEqual(['art', 'frame', 'art', 'frame']);
    const cells = cellsInBox(layoutTreeOf({ columns: ['cell', 'cell'] }), designArea(iPhone), 0, 0);
    for (const [index, cell] of cells.entries()) {
      const mat = items[index * 2] as ArtItem;
      const frame = items[index * 2 + 1] as FrameItem;
      expect(mat.rotation).toBe(index === 0 ? -8 : 6);
      expect(frame.rotation).toBe(mat.rotation);
      expect(frame.look).toBe('mono');
      for (const corner of itemCorners(mat)) expect(containsPointOf(cell, corner)).toBe(true);
      for (const corner of itemCorners(frame)) expect(containsPoint(mat, corner)).toBe(true);
      // The foot is deeper than the border: the photo sits above the mat's middle.
      const up = { x: Math.sin((-mat.rotation * Math.PI) / 180), y: -Math.cos((mat.rotation * Math.PI) / 180) };
      const offset = { x: itemCentre(frame).x - itemCentre(mat).x, y: itemCentre(frame).y - itemCentre(mat).y };
      expect(offset.x * up.x + offset.y * up.y).toBeGreaterThan(0);
    }
  });

  it('leaves a decoration out on a model where it would meet the camera cut-out, and keeps it where it would not', () => {
    const star: TemplateItem = { kind: 'art', source: 'shape', artID: 'star', fill: '#ffd166', area: 'back', box: { x: 0.7, y: 0.1, width: 0.1, height: 0.06 } };
    // The Pixel's camera bar runs across the back; an iPhone's camera sits at the top left.
    const pixel = geometryOf('gp9_pro');
    expect(layout([star], pixel)).toEqual([]);
    const [kept] = layout([star]);
    expect(kept && isClearSpot(iPhone, itemBoundingBox(kept))).toBe(true);
  });

  it('fills its photo places with pictures in reading order, and leaves the places beyond them empty frames', () => {
    const items = layout([{ kind: 'photos', box: whole, layout: { rows: ['cell', 'cell', 'cell'] }, look: 'warm', corners: 0.03 }, words()]);
    const filled = fillFrames(items, [
      { imageID: 'a', size: { width: 2048, height: 1536 } },
      { imageID: 'b', size: { width: 1536, height: 2048 } },
    ]);
    expect(filled.map((item) => item.kind)).toEqual(['picture', 'picture', 'frame', 'text']);
    const [first, second] = filled;
    expect(first).toMatchObject({ kind: 'picture', imageID: 'a', look: 'warm', shape: { kind: 'roundedRectangle' } });
    expect(second).toMatchObject({ kind: 'picture', imageID: 'b', look: 'warm', itemID: 'item-1', itemIndex: 1 });
    expect(first && itemBoundingBox(first)).toEqual(items[0] && itemBoundingBox(items[0]));
  });

  it('lays a template out on every model', () => {
    const template: TemplateItem[] = [words(), { kind: 'photos', box: { x: 0, y: 0.25, width: 1, height: 0.7 }, layout: { rows: ['cell', 'cell'] } }];
    for (const model of phoneModels) {
      const geometry = templateGeometry(model);
      const items = layout(template, geometry);
      expect(items, model.key).toHaveLength(3);
      for (const item of items) expect(rectsOverlap(itemBoundingBox(item), geometry.cameraCutout), model.key).toBe(false);
    }
  });
});

/** Whether a point lies in the rect, a millionth of a unit either side allowed. */
function containsPointOf(rect: { x: number; y: number; width: number; height: number }, point: { x: number; y: number }): boolean {
  return point.x >= rect.x - 1e-6 && point.y >= rect.y - 1e-6 && point.x <= rect.x + rect.width + 1e-6 && point.y <= rect.y + rect.height + 1e-6;
}
