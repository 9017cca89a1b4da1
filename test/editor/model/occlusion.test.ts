import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../src/editor/model/ghosts.ts';
import { exposureInStack, visibleInStack, type DrawnRect } from '../../../src/editor/model/occlusion.ts';
import type { Rect } from '../../../src/editor/model/types.ts';

const area = { width: 800, height: 1600 };
const rect = (x: number, y: number, width: number, height: number, rotation = 0, opaque = true): DrawnRect => ({
  x,
  y,
  width,
  height,
  rotation,
  opaque,
});

const margin = 2;
const random = mulberry32(42);

/** Runs `check` on 30 random stacks of 40 rects, four in five of them opaque. */
function forRandomStacks(check: (stack: DrawnRect[], trial: number) => void): void {
  for (let trial = 0; trial < 30; trial += 1) {
    check(
      Array.from({ length: 40 }, () =>
        rect(random() * 800, random() * 1600, 40 + random() * 400, 40 + random() * 300, random() * 360, random() < 0.8),
      ),
      trial,
    );
  }
}

/** 3000 random points of the rect and of its filtered edge, inside the area. */
function pointsOf(candidate: DrawnRect): [number, number][] {
  const radians = (candidate.rotation * Math.PI) / 180;
  const points: [number, number][] = [];
  for (let sample = 0; sample < 3000; sample += 1) {
    const along = (random() - 0.5) * (candidate.width + 2 * margin);
    const across = (random() - 0.5) * (candidate.height + 2 * margin);
    const x = candidate.x + along * Math.cos(radians) - across * Math.sin(radians);
    const y = candidate.y + along * Math.sin(radians) + across * Math.cos(radians);
    if (x >= 0 && y >= 0 && x <= area.width && y <= area.height) points.push([x, y]);
  }
  return points;
}

/** Whether the point lies inside the rect grown (or shrunk, when negative) by `by` units. */
function inside(r: DrawnRect, x: number, y: number, by: number): boolean {
  const radians = (r.rotation * Math.PI) / 180;
  const dx = x - r.x;
  const dy = y - r.y;
  const along = dx * Math.cos(radians) + dy * Math.sin(radians);
  const across = -dx * Math.sin(radians) + dy * Math.cos(radians);
  return Math.abs(along) <= r.width / 2 + by && Math.abs(across) <= r.height / 2 + by;
}

/** Whether an opaque rect above the stack's `index`th covers the point, `margin` clear of its edge. */
function coveredAbove(stack: readonly DrawnRect[], index: number, x: number, y: number): boolean {
  return stack.slice(index + 1).some((above) => above.opaque && inside(above, x, y, -margin));
}

describe('visibleInStack', () => {
  it('hides a rect wholly under an opaque one above it, and nothing under a transparent one', () => {
    const under = rect(200, 200, 100, 50);
    const cover = rect(200, 200, 300, 200);
    expect(visibleInStack([under, cover], area)).toEqual([false, true]);
    expect(visibleInStack([under, { ...cover, opaque: false }], area)).toEqual([true, true]);
    // Order matters: what is drawn above hides, not what is drawn below.
    expect(visibleInStack([cover, under], area)).toEqual([true, true]);
  });

  it('keeps a rect that pokes out of its cover, or reaches its anti-aliased edge', () => {
    // The cover spans x 50–350; its pixels count as opaque 2 units clear of the edge.
    const cover = rect(200, 200, 300, 200);
    expect(visibleInStack([rect(200, 200, 100, 50, 45), cover], area)).toEqual([false, true]);
    expect(visibleInStack([rect(90, 200, 80, 50), cover], area)).toEqual([true, true]);
    expect(visibleInStack([rect(340, 200, 30, 30), cover], area)).toEqual([true, true]);
  });

  it('hides a rect under the union of two overlapping opaque rects, each covering part of it', () => {
    const left = rect(100, 200, 220, 200);
    const right = rect(300, 200, 220, 200);
    const across = rect(200, 200, 100, 50);
    expect(visibleInStack([across, left, right], area)).toEqual([false, true, true]);
    expect(visibleInStack([across, left], area)).toEqual([true, true]);
    // Rects that only abut leave a seam of anti-aliased pixels: what lies under it shows.
    expect(visibleInStack([across, rect(100, 200, 200, 200), rect(300, 200, 200, 200)], area)).toEqual([true, true, true]);
  });

  it('follows the rotation of the cover', () => {
    // 300 x 200 turned 90° about (250, 200): spans x 150–350 and y 50–350.
    const turned = rect(250, 200, 300, 200, 90);
    expect(visibleInStack([rect(250, 100, 100, 50), turned], area)).toEqual([false, true]);
    expect(visibleInStack([rect(250, 100, 100, 50), rect(250, 200, 300, 200)], area)).toEqual([true, true]);
  });

  it('hides what lies wholly outside the area (the print file is clipped to it)', () => {
    expect(visibleInStack([rect(-100, 200, 50, 50), rect(400, 1700, 50, 50, 30), rect(10, 10, 50, 50)], area)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('a hidden rect never shows a pixel: brute force over random stacks', () => {
    let hidden = 0;
    forRandomStacks((stack, trial) => {
      const visible = visibleInStack(stack, area);
      stack.forEach((candidate, index) => {
        if (visible[index]) return;
        hidden += 1;
        // Every point of the hidden rect (and of its filtered edge) inside the area lies well inside
        // an opaque rect above it.
        for (const [x, y] of pointsOf(candidate)) {
          if (!coveredAbove(stack, index, x, y)) expect.fail(`rect ${index} of trial ${trial} shows at ${x}, ${y}`);
        }
      });
    });
    // The check above means something only if rects were hidden.
    expect(hidden).toBeGreaterThan(30);
  });
});

describe('exposureInStack', () => {
  const inClip = (clip: readonly Rect[], x: number, y: number) =>
    clip.some((r) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);

  it('draws a rect whole when nothing opaque lies over it, and clips it to what its cover leaves', () => {
    const under = rect(200, 200, 200, 100);
    expect(exposureInStack([under, rect(600, 600, 100, 100)], area)).toEqual([{ clip: null }, { clip: null }]);
    // The cover spans x 150–350 and y 100–300: of the rect under it (x 100–300, y 150–250) only
    // the strip left of x 152 (its edge, 2 units in) can show, on the grid's 8-unit lines.
    const [exposure] = exposureInStack([under, rect(250, 200, 200, 200)], area);
    const clip = exposure?.clip ?? [];
    expect(clip.length).toBeGreaterThan(0);
    for (const r of clip) {
      expect(r.x % 8).toBe(0);
      expect(r.y % 8).toBe(0);
      expect(r.x + r.width).toBeLessThanOrEqual(160);
    }
    expect(inClip(clip, 120, 200)).toBe(true);
    expect(inClip(clip, 200, 200)).toBe(false);
    // Rows spanning the same columns are joined: one rectangle for the whole strip.
    expect(clip).toHaveLength(1);
  });

  it('what a shown rect leaves out of its clip is covered: brute force over random stacks', () => {
    let clipped = 0;
    let leftOut = 0;
    forRandomStacks((stack, trial) => {
      const exposures = exposureInStack(stack, area);
      stack.forEach((candidate, index) => {
        const clip = exposures[index]?.clip;
        if (!clip) return;
        clipped += 1;
        for (const [x, y] of pointsOf(candidate)) {
          if (inClip(clip, x, y)) continue;
          leftOut += 1;
          if (!coveredAbove(stack, index, x, y)) expect.fail(`rect ${index} of trial ${trial} is clipped away at ${x}, ${y}`);
        }
      });
    });
    expect(clipped).toBeGreaterThan(100);
    expect(leftOut).toBeGreaterThan(10_000);
  });
});
