/** Turns probe records of gestures into the bench's figures: counts, intervals, store writes. */
import type { ProbeRecord } from './editorProbe.ts';

export interface GestureSummary {
  /** From the first finger down to the last finger up, ms. */
  gestureMs: number;
  moves: number;
  /** On-screen redraws per layer name between the first finger down and the last up. */
  layerRedraws: Map<string, number>;
  /** Redraws of the stickers layer during the gesture. */
  redraws: number;
  drawImages: number;
  /**
   * ms between successive updates of what the stage shows while the finger(s) moved: a redraw of
   * the stickers layer, or a new transform of the layers' copy during a pinch of the view.
   */
  intervals: number[];
  /** JavaScript time inside each stickers-layer redraw, ms. */
  drawMs: number[];
  /** Store notifications that changed `canvas` while the fingers were down and moving; null without a store. */
  canvasWritesDuring: number | null;
  canvasWritesAfter: number | null;
}

const stickersLayer = 'stickers';

export function summarize(record: ProbeRecord): GestureSummary {
  const firstDown = Math.min(...record.downs);
  const firstMove = Math.min(...record.moves);
  const lastMove = Math.max(...record.moves);
  const lastUp = Math.max(...record.ups);
  if (!Number.isFinite(firstDown + firstMove + lastUp)) throw new Error('the gesture delivered no touches');
  const during = record.draws.filter((draw) => draw.start >= firstDown && draw.start <= lastUp);
  const layerRedraws = new Map<string, number>();
  for (const draw of during) layerRedraws.set(draw.layer, (layerRedraws.get(draw.layer) ?? 0) + 1);
  const stickers = during.filter((draw) => draw.layer === stickersLayer).sort((a, b) => a.start - b.start);
  const updates = [
    ...stickers.map((draw) => draw.start),
    ...record.transforms.filter((time) => time >= firstDown && time <= lastUp),
  ]
    .filter((time) => time >= firstMove)
    .sort((a, b) => a - b);
  return {
    gestureMs: lastUp - firstDown,
    moves: record.moves.filter((time) => time >= firstDown && time <= lastUp).length,
    layerRedraws,
    redraws: stickers.length,
    drawImages: stickers.reduce((sum, draw) => sum + draw.drawImages, 0),
    intervals: updates.slice(1).map((time, index) => time - (updates[index] ?? time)),
    drawMs: stickers.map((draw) => draw.end - draw.start),
    canvasWritesDuring: record.hasStore
      ? record.canvasWrites.filter((time) => time >= firstDown && time <= lastMove).length
      : null,
    canvasWritesAfter: record.hasStore ? record.canvasWrites.filter((time) => time > lastMove).length : null,
  };
}

function addNullable(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

/** Several runs of one scenario on one page as one summary. */
export function combine(summaries: readonly GestureSummary[]): GestureSummary {
  const [first, ...rest] = summaries;
  if (!first) throw new Error('nothing to combine');
  return rest.reduce<GestureSummary>(
    (total, next) => {
      const layerRedraws = new Map(total.layerRedraws);
      for (const [layer, count] of next.layerRedraws) layerRedraws.set(layer, (layerRedraws.get(layer) ?? 0) + count);
      return {
        gestureMs: total.gestureMs + next.gestureMs,
        moves: total.moves + next.moves,
        layerRedraws,
        redraws: total.redraws + next.redraws,
        drawImages: total.drawImages + next.drawImages,
        intervals: [...total.intervals, ...next.intervals],
        drawMs: [...total.drawMs, ...next.drawMs],
        canvasWritesDuring: addNullable(total.canvasWritesDuring, next.canvasWritesDuring),
        canvasWritesAfter: addNullable(total.canvasWritesAfter, next.canvasWritesAfter),
      };
    },
    first,
  );
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;
}

/** The nearest-rank percentile `p` (0–100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** "stickers 118, selection 117", most redrawn first. */
export function describeLayers(layerRedraws: ReadonlyMap<string, number>): string {
  const entries = [...layerRedraws].sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([layer, count]) => `${layer} ${count}`).join(', ') : 'none';
}
