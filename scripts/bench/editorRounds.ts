/**
 * The gesture rounds: every scenario on the editor and on the raw page in turn (which page goes
 * first alternates); then, as many times, the diagnosed scenarios on the editor with exact-size
 * proxies swapped in.
 */
import { itemCentre } from '../../src/editor/model/geometry.ts';
import type { CanvasItem, Point } from '../../src/editor/model/types.ts';
import { runGesture, type Scenario, type ScenePage } from './editorGestures.ts';
import { gestureItemID } from './editorScene.ts';
import { combine, summarize, type GestureSummary } from './editorStats.ts';

export const pages = ['editor', 'raw'] as const;
export type PageName = (typeof pages)[number];
export const diagnosed = ['drag', 'pinch'] as const;

/** How far apart the two pages ended a gesture (screen px, degrees, zoom share). */
export interface EndStateGap {
  px: number;
  degrees: number;
  zoom: number;
}

export interface RoundsResult {
  scenarios: readonly Scenario[];
  diagnosed: readonly Scenario[];
  /** Keyed "<scenario> editor", "<scenario> raw" and "<scenario> exact": all rounds together. */
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
  const [editor, raw] = ends;
  if (!editor || !raw) throw new Error('a page is missing');
  const points = (item: CanvasItem) => [item.TL_imageBounds, item.BR_imageBounds, itemCentre(item)];
  const rawPoints = points(raw.item);
  return {
    px: Math.max(
      ...points(editor.item).map((point, index) => {
        const other = rawPoints[index] ?? point;
        return Math.hypot(point.x - other.x, point.y - other.y) * editor.viewport.scale;
      }),
    ),
    degrees: Math.abs(editor.item.rotation - raw.item.rotation),
    zoom: Math.abs(editor.viewport.scale / raw.viewport.scale - 1),
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
    // Alternate which page goes first, so a change in the machine's load hits both alike.
    const order = round % 2 === 0 ? pages : [...pages].reverse();
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
