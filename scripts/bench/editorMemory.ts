/**
 * The editor's memory while a gesture runs (issue 37 item 6): the JS heap and the pixels of
 * every canvas the page holds (the stage's layers, the print canvas kept for the next export,
 * the copies and bitmaps a gesture makes), at rest, halfway through a drag and a pinch on the
 * 50-sticker design, and after them, with the largest canvas the gesture made beside the
 * stage's own size at its device pixel ratio.
 */
import type { BrowserContext } from '@playwright/test';
import type { Point } from '../../src/editor/model/types.ts';
import { runGesture, type Scenario, type ScenePage } from './editorGestures.ts';
import { gestureItemID } from './editorScene.ts';
import type { BenchFigure } from './types.ts';

export interface MemorySample {
  /** performance.memory.usedJSHeapSize (precise with --enable-precise-memory-info). */
  heapBytes: number;
  /** width × height × 4 of every live canvas the page sized. */
  canvasBytes: number;
  /** The largest canvas made or sized again since the sampler was armed, px; 0 for none. */
  largestNewPixels: number;
  /** The stage's size at the device pixel ratio, px. */
  stagePixels: number;
}

type MemoryWindow = Window & {
  __benchCanvases?: WeakRef<HTMLCanvasElement>[];
  /** Every sizing of a canvas, in order (a canvas kept between gestures is sized again for each). */
  __benchSized?: WeakRef<HTMLCanvasElement>[];
  __benchMemory?: { armedAt: number; sample: MemorySample | null };
};

/** From the next page load on, the page keeps a weak list of every canvas it sizes (all the editor's and Konva's are). */
export async function watchCanvases(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const global = window as MemoryWindow;
    const canvases: WeakRef<HTMLCanvasElement>[] = [];
    const known = new WeakSet<HTMLCanvasElement>();
    const sized: WeakRef<HTMLCanvasElement>[] = [];
    global.__benchCanvases = canvases;
    global.__benchSized = sized;
    const width = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'width');
    if (!width) return;
    Object.defineProperty(HTMLCanvasElement.prototype, 'width', {
      ...width,
      set(this: HTMLCanvasElement, value: number) {
        const ref = new WeakRef(this);
        if (!known.has(this)) {
          known.add(this);
          canvases.push(ref);
        }
        sized.push(ref);
        width.set?.call(this, value);
      },
    });
  });
}

/** Runs in the page: arms a sample taken at the `afterMoves`-th pointer move (null: takes it now). */
function sampleMemory(afterMoves: number | null): MemorySample | null {
  const global = window as MemoryWindow;
  const canvases = global.__benchCanvases ?? [];
  const sized = global.__benchSized ?? [];
  const take = (armedAt: number): MemorySample => {
    const live = canvases.map((ref) => ref.deref());
    const stage = window.__caseStage;
    const ratio = window.devicePixelRatio;
    return {
      heapBytes: (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      canvasBytes: live.reduce((sum, canvas) => sum + (canvas ? canvas.width * canvas.height * 4 : 0), 0),
      largestNewPixels: Math.max(0, ...sized.slice(armedAt).map((ref) => {
        const canvas = ref.deref();
        return canvas ? canvas.width * canvas.height : 0;
      })),
      stagePixels: stage ? Math.round(stage.width() * ratio) * Math.round(stage.height() * ratio) : 0,
    };
  };
  if (afterMoves === null) return take(sized.length);
  const watch = { armedAt: sized.length, sample: null as MemorySample | null };
  global.__benchMemory = watch;
  let moves = 0;
  const onMove = () => {
    moves += 1;
    if (moves < afterMoves) return;
    watch.sample = take(watch.armedAt);
    window.removeEventListener('pointermove', onMove, { capture: true });
  };
  window.addEventListener('pointermove', onMove, { capture: true });
  return null;
}

function armedSample(): MemorySample | null {
  return (window as MemoryWindow).__benchMemory?.sample ?? null;
}

interface GestureMemory {
  rest: MemorySample;
  during: MemorySample;
  after: MemorySample;
}

async function collectGarbage(scene: ScenePage): Promise<void> {
  await scene.cdp.send('HeapProfiler.collectGarbage');
}

/** One gesture's memory: at rest (after a collection), during it (its 20th pointer move), and after it (after a collection). */
async function gestureMemory(scene: ScenePage, scenario: Scenario, stageCentre: Point): Promise<GestureMemory> {
  await collectGarbage(scene);
  const rest = await scene.page.evaluate(sampleMemory, null);
  await scene.page.evaluate(sampleMemory, 20);
  await runGesture(scene, scenario, gestureItemID, stageCentre);
  const during = await scene.page.evaluate(armedSample);
  await collectGarbage(scene);
  const after = await scene.page.evaluate(sampleMemory, null);
  if (!rest || !during || !after) throw new Error(`no memory sample during the ${scenario}`);
  return { rest, during, after };
}

const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

function memoryFigure(scenario: Scenario, { rest, during, after }: GestureMemory): BenchFigure {
  const bound = during.largestNewPixels <= during.stagePixels ? 'within' : 'OVER';
  return {
    name: `editor: memory during a ${scenario} (50 stickers, 10 texts)`,
    value: `heap ${megabytes(during.heapBytes)} MB, canvases ${megabytes(during.canvasBytes)} MB`,
    unit: '',
    note:
      `at rest before: heap ${megabytes(rest.heapBytes)} MB, canvases ${megabytes(rest.canvasBytes)} MB; ` +
      `after: heap ${megabytes(after.heapBytes)} MB, canvases ${megabytes(after.canvasBytes)} MB; ` +
      `largest canvas the gesture made or sized ${during.largestNewPixels} px, the stage at its pixel ratio ${during.stagePixels} px (${bound})`,
  };
}

/** The editor's memory during a drag and a pinch; a gesture that gives no sample says so in its figure. */
export async function memoryFigures(editor: ScenePage, stageCentre: Point, reset: () => Promise<void>): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const scenario of ['drag', 'pinch'] as const) {
    try {
      figures.push(memoryFigure(scenario, await gestureMemory(editor, scenario, stageCentre)));
    } catch (error) {
      figures.push({ name: `editor: memory during a ${scenario}`, value: 'n/a', unit: '', note: String(error) });
    }
    await reset();
  }
  return figures;
}
