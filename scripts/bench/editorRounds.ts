/**
 * The gesture rounds: every scenario on the editor, on the raw page and on the raw page with the
 * gesture sticker alone (the floor) in turn (which page goes first turns round by round); then,
 * as many times, the diagnosed scenarios on the editor with exact-size proxies swapped in.
 */
import { itemCentre } from '../../src/editor/model/geometry.ts';
import type { CanvasItem, Point } from '../../src/editor/model/types.ts';
import { runGesture, type Scenario, type ScenePage } from './editorGestures.ts';
import { gestureItemID } from './editorScene.ts';
import { combine, summarize, type GestureSummary } from './editorStats.ts';

/** The editor, the raw page drawing the same scene, and the raw page drawing the gesture sticker alone. */
export const pages = ['editor', 'raw', 'floor'] as const;
export type PageName = (typeof pages)[number];
export const diagnosed = ['drag', 'pinch'] as const;

/** How far apart the pages ended a gesture (screen px, degrees, zoom share): the most any differs from the editor. */
export interface EndStateGap {
  px: number;
  degrees: number;
  zoom: number;
}

export interface RoundsResult {
  scenarios: readonly Scenario[];
  diagnosed: readonly Scenario[];
  /** Keyed "<scenario> editor", "<scenario> raw", "<scenario> floor" and "<scenario> exact": all rounds together. */
  summaries: Map<string, GestureSummary>;
  /** The same keys: each round's own summary, in round order. */
  perRound: Map<string, GestureSummary[]>;
  /** The largest gap seen per scenario: both pages must have done the same work. */
  gaps: Map<Scenario, EndStateGap>;
}

export interface RoundsPlan {
  scenes: Record<PageName, ScenePage>;
  rounds: number;
  /** The gestures compared, in order (editorGestures' scenarios, or some of them). */
  scenarios: readonly Scenario[];
  /** The gestures also timed on the editor with exact-size proxies (`diagnosed`, or none). */
  diagnosed: readonly Scenario[];
  stageCentre: Point;
  /** Puts both pages back to the starting sticker and view. */
  reset(): Promise<void>;
  /** Gives the editor's sticker nodes exact-size copies of their pictures, until React next sets them. */
  swapInExactProxies(): Promise<void>;
}

async function endStateGap(scenes: Record<PageName, ScenePage>): Promise<EndStateGap> {
  const ends = await Promise.all(
    pages.map(async (name) => ({ item: await scenes[name].item(gestureItemID), viewport: await scenes[name].viewport() })),
  );
  const [editor, ...others] = ends;
  if (!editor || others.length === 0) throw new Error('a page is missing');
  const points = (item: CanvasItem) => [item.TL_imageBounds, item.BR_imageBounds, itemCentre(item)];
  const gaps = others.map((other) => {
    const otherPoints = points(other.item);
    return {
      px: Math.max(
        ...points(editor.item).map((point, index) => {
          const to = otherPoints[index] ?? point;
          return Math.hypot(point.x - to.x, point.y - to.y) * editor.viewport.scale;
        }),
      ),
      degrees: Math.abs(editor.item.rotation - other.item.rotation),
      zoom: Math.abs(editor.viewport.scale / other.viewport.scale - 1),
    };
  });
  return {
    px: Math.max(...gaps.map((gap) => gap.px)),
    degrees: Math.max(...gaps.map((gap) => gap.degrees)),
    zoom: Math.max(...gaps.map((gap) => gap.zoom)),
  };
}

export async function runRounds(plan: RoundsPlan): Promise<RoundsResult> {
  const { scenes, stageCentre, scenarios, diagnosed } = plan;
  const runs = new Map<string, GestureSummary[]>();
  const gaps = new Map<Scenario, EndStateGap>();
  const gesture = async (key: string, scene: ScenePage, scenario: Scenario) => {
    const summary = summarize(await runGesture(scene, scenario, gestureItemID, stageCentre));
    runs.set(key, [...(runs.get(key) ?? []), summary]);
  };
  for (let round = 0; round < plan.rounds; round += 1) {
    // Turn which page goes first, so a change in the machine's load hits every page alike.
    const order = pages.map((_, index) => pages[(index + round) % pages.length] ?? 'editor');
    for (const scenario of scenarios) {
      // The group drag starts from the design as it was: unzoomed, its sticker where the drag found it.
      if (scenario === 'group drag') await plan.reset();
      for (const page of order) await gesture(`${scenario} ${page}`, scenes[page], scenario);
      const gap = await endStateGap(scenes);
      const worst = gaps.get(scenario) ?? gap;
      gaps.set(scenario, {
        px: Math.max(gap.px, worst.px),
        degrees: Math.max(gap.degrees, worst.degrees),
        zoom: Math.max(gap.zoom, worst.zoom),
      });
    }
    await plan.reset();
  }
  for (let round = 0; round < plan.rounds; round += 1) {
    for (const scenario of diagnosed) {
      await plan.swapInExactProxies();
      await gesture(`${scenario} exact`, scenes.editor, scenario);
      await plan.reset();
    }
  }
  return { scenarios, diagnosed, summaries: new Map([...runs].map(([key, list]) => [key, combine(list)])), perRound: runs, gaps };
}
