import { describe, expect, it } from 'vitest';
import { flattenPath } from '../../../src/editor/model/shapeHitTest.ts';
import { shapeKinds, shapePath, traceShape, type PathCommand, type PathSink } from '../../../src/editor/model/shapePath.ts';
import type { Point } from '../../../src/editor/model/types.ts';

/** A 2D context stand-in that writes down what is drawn on it. */
function recorder(): PathSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    moveTo: (x, y) => calls.push(`M ${x} ${y}`),
    lineTo: (x, y) => calls.push(`L ${x} ${y}`),
    bezierCurveTo: (...args) => calls.push(`C ${args.join(' ')}`),
    closePath: () => calls.push('Z'),
  };
}

function ends(commands: readonly PathCommand[]): Point[] {
  return commands.flatMap((command) => {
    const [x, y] = command.args.slice(-2);
    return x === undefined || y === undefined ? [] : [{ x, y }];
  });
}

function bounds(points: readonly Point[]) {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

describe('shape paths', () => {
  const box = { width: 200, height: 100 };

  it('offers the five shapes in the menu’s order', () => {
    expect(shapeKinds).toEqual(['rectangle', 'roundedRectangle', 'circle', 'heart', 'star']);
  });

  it('draws a rectangle as its four corners, on any 2D context', () => {
    const sink = recorder();
    traceShape(sink, shapePath({ kind: 'rectangle' }, box));
    expect(sink.calls).toEqual(['M 0 0', 'L 200 0', 'L 200 100', 'L 0 100', 'Z']);
  });

  it('rounds a rectangle’s corners by 12% of the shorter side unless told', () => {
    const commands = shapePath({ kind: 'roundedRectangle' }, box);
    expect(ends(commands)).toEqual([
      { x: 12, y: 0 },
      { x: 188, y: 0 },
      { x: 200, y: 12 },
      { x: 200, y: 88 },
      { x: 188, y: 100 },
      { x: 12, y: 100 },
      { x: 0, y: 88 },
      { x: 0, y: 12 },
      { x: 12, y: 0 },
    ]);
    expect(ends(shapePath({ kind: 'roundedRectangle', cornerRadius: 30 }, box))[1]).toEqual({ x: 170, y: 0 });
    expect(ends(shapePath({ kind: 'roundedRectangle', cornerRadius: 500 }, box))[0]).toEqual({ x: 50, y: 0 });
  });

  it('draws a circle as four quarter curves through the middles of the edges', () => {
    const commands = shapePath({ kind: 'circle' }, { width: 100, height: 100 });
    expect(commands.map((command) => command.op)).toEqual(['moveTo', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'closePath']);
    expect(ends(commands)).toEqual([
      { x: 50, y: 0 },
      { x: 100, y: 50 },
      { x: 50, y: 100 },
      { x: 0, y: 50 },
      { x: 50, y: 0 },
    ]);
    // Flattened, it stays within 0.03% of the radius off the true circle.
    for (const point of flattenPath(commands).flat()) expect(Math.abs(Math.hypot(point.x - 50, point.y - 50) - 50)).toBeLessThan(0.015);
  });

  it.each(['heart', 'star'] as const)('fills the box with a %s, touching all four edges', (kind) => {
    const outline = bounds(flattenPath(shapePath({ kind }, box)).flat());
    expect(outline.left).toBeCloseTo(0, 9);
    expect(outline.top).toBeCloseTo(0, 9);
    expect(outline.right).toBeCloseTo(200, 9);
    expect(outline.bottom).toBeCloseTo(100, 9);
  });

  it('points the star up, with ten corners, the inner ones on a 0.382 radius', () => {
    const commands = shapePath({ kind: 'star' }, { width: 100, height: 100 });
    expect(commands).toHaveLength(11);
    expect(commands[0]).toEqual({ op: 'moveTo', args: [50, 0] });
    // In a box of the regular star's own proportions nothing is stretched.
    const sin72 = Math.sin((72 * Math.PI) / 180);
    const sin54 = Math.sin((54 * Math.PI) / 180);
    const regular = ends(shapePath({ kind: 'star' }, { width: 200 * sin72, height: 100 * (1 + sin54) }));
    const radii = regular.slice(0, 10).map((point) => Math.hypot(point.x - 100 * sin72, point.y - 100));
    radii.forEach((radius, index) => expect(radius).toBeCloseTo(index % 2 === 0 ? 100 : 38.1966, 4));
  });

  it('ends the heart at its tip at the bottom middle', () => {
    const tips = ends(shapePath({ kind: 'heart' }, box)).filter((point) => point.y === 100);
    expect(tips).toEqual([{ x: 100, y: 100 }]);
  });
});
