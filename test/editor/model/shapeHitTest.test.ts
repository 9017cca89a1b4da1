import { describe, expect, it } from 'vitest';
import { isPointInShape, shapeContainsPoint, topShapedItemAt } from '../../../src/editor/model/shapeHitTest.ts';
import type { ItemShape } from '../../../src/editor/model/shapePath.ts';
import { makeItem } from './makeItem.ts';

const box = { width: 100, height: 100 };
const inside = (shape: ItemShape, x: number, y: number) => isPointInShape(shape, box, { x, y });

describe('points in shapes', () => {
  it('counts the whole box for a rectangle, nothing outside it', () => {
    expect(inside({ kind: 'rectangle' }, 0, 0)).toBe(true);
    expect(inside({ kind: 'rectangle' }, 100, 100)).toBe(true);
    expect(inside({ kind: 'rectangle' }, 100.5, 50)).toBe(false);
  });

  it('leaves a circle’s corners out', () => {
    expect(inside({ kind: 'circle' }, 5, 5)).toBe(false);
    expect(inside({ kind: 'circle' }, 95, 95)).toBe(false);
    expect(inside({ kind: 'circle' }, 50, 50)).toBe(true);
    expect(inside({ kind: 'circle' }, 50, 1)).toBe(true);
    expect(inside({ kind: 'circle' }, 14, 14)).toBe(false);
    expect(inside({ kind: 'circle' }, 16, 16)).toBe(true);
  });

  it('leaves only the corner beyond a rounded rectangle’s arc out', () => {
    const rounded: ItemShape = { kind: 'roundedRectangle', cornerRadius: 20 };
    expect(inside(rounded, 2, 2)).toBe(false);
    expect(inside(rounded, 7, 7)).toBe(true);
    expect(inside(rounded, 50, 0.5)).toBe(true);
  });

  it('follows the heart: lobes and tip in, the notch and lower corners out', () => {
    const heart: ItemShape = { kind: 'heart' };
    expect(inside(heart, 25, 5)).toBe(true);
    expect(inside(heart, 75, 5)).toBe(true);
    expect(inside(heart, 50, 50)).toBe(true);
    expect(inside(heart, 50, 95)).toBe(true);
    expect(inside(heart, 50, 10)).toBe(false);
    expect(inside(heart, 10, 90)).toBe(false);
    expect(inside(heart, 2, 2)).toBe(false);
  });

  it('follows the star: its middle and points in, between the points out', () => {
    const star: ItemShape = { kind: 'star' };
    expect(inside(star, 50, 50)).toBe(true);
    expect(inside(star, 50, 3)).toBe(true);
    expect(inside(star, 30, 15)).toBe(false);
    expect(inside(star, 50, 95)).toBe(false);
    expect(inside(star, 3, 40)).toBe(true);
  });
});

describe('hit testing shaped items', () => {
  const below = makeItem(0, [0, 0], [400, 400]);
  const circle = { ...makeItem(1, [100, 100], [300, 300]), shape: { kind: 'circle' } as ItemShape };

  it('lets a tap in a circle’s transparent corner through to the item under it', () => {
    expect(shapeContainsPoint(circle, { x: 105, y: 105 })).toBe(false);
    expect(topShapedItemAt([below, circle], { x: 105, y: 105 })).toBe(below);
    expect(topShapedItemAt([below, circle], { x: 200, y: 200 })).toBe(circle);
    expect(topShapedItemAt([below, circle], { x: 500, y: 500 })).toBeNull();
  });

  it('turns the shape with the item', () => {
    const heart = { ...makeItem(1, [100, 100], [300, 300], 180), shape: { kind: 'heart' } as ItemShape };
    // Turned upside down, the heart's tip is at the top middle and its notch near the bottom.
    expect(shapeContainsPoint(heart, { x: 200, y: 105 })).toBe(true);
    expect(shapeContainsPoint(heart, { x: 200, y: 280 })).toBe(false);
    expect(shapeContainsPoint(heart, { x: 150, y: 290 })).toBe(true);
  });

  it('treats an item without a shape as its rectangle', () => {
    expect(shapeContainsPoint(makeItem(0, [100, 100], [300, 300], 45), { x: 200, y: 70 })).toBe(true);
    expect(shapeContainsPoint(makeItem(0, [100, 100], [300, 300], 45), { x: 105, y: 105 })).toBe(false);
  });
});
