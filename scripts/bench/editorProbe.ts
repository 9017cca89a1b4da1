/**
 * What the bench counts in a page during a gesture: every on-screen layer redraw (layer name,
 * start and end, drawImage calls made inside it), every new CSS transform of a canvas (the
 * editor shows the layers' copy moved with the view while two fingers move it), the pointer
 * events, and the store's notifications that changed `canvas`. Works on the editor and the raw
 * page alike: both have Konva on `window.Konva`.
 */
import type Konva from 'konva';

export interface LayerDraw {
  layer: string;
  start: number;
  end: number;
  drawImages: number;
}

export interface ProbeRecord {
  draws: LayerDraw[];
  /** When a canvas was given a new CSS transform. */
  transforms: number[];
  downs: number[];
  moves: number[];
  ups: number[];
  canvasWrites: number[];
  /** Whether the page has the store at all (the raw page has none). */
  hasStore: boolean;
}

interface ProbeState extends ProbeRecord {
  current: LayerDraw | null;
}

type DrawScene = (this: Konva.Layer, ...args: Parameters<Konva.Layer['drawScene']>) => Konva.Layer;
type ProbeWindow = Window & { Konva?: typeof Konva; __benchProbe?: ProbeState };

/** Runs in the page: wraps Konva and the 2D context once, then starts a fresh record. */
export function startProbe(): void {
  const global = window as ProbeWindow;
  const installed = global.__benchProbe !== undefined;
  global.__benchProbe = {
    draws: [],
    transforms: [],
    downs: [],
    moves: [],
    ups: [],
    canvasWrites: [],
    hasStore: Boolean(window.__caseStore),
    current: null,
  };
  if (installed) return;
  const layers = global.Konva?.Layer.prototype;
  const drawScene = layers && (Object.getOwnPropertyDescriptor(layers, 'drawScene')?.value as DrawScene | undefined);
  if (!layers || !drawScene) throw new Error('Konva is not on window');
  layers.drawScene = function (this: Konva.Layer, ...args: Parameters<Konva.Layer['drawScene']>) {
    const probe = global.__benchProbe;
    const [canvas] = args;
    if (!probe || (canvas && canvas !== this.getCanvas())) return drawScene.apply(this, args);
    const entry: LayerDraw = { layer: this.name() || '(unnamed)', start: performance.now(), end: 0, drawImages: 0 };
    const outer = probe.current;
    probe.current = entry;
    try {
      return drawScene.apply(this, args);
    } finally {
      entry.end = performance.now();
      probe.current = outer;
      probe.draws.push(entry);
    }
  };
  const context = CanvasRenderingContext2D.prototype as unknown as { drawImage: (...args: unknown[]) => void };
  const drawImage = context.drawImage;
  context.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    const current = global.__benchProbe?.current;
    if (current) current.drawImages += 1;
    drawImage.apply(this, args);
  };
  const note = (list: 'downs' | 'moves' | 'ups') => (event: PointerEvent) => {
    if (event.pointerType === 'touch') global.__benchProbe?.[list].push(performance.now());
  };
  const transforms = new WeakMap<Element, string>();
  new MutationObserver((records) => {
    const now = performance.now();
    for (const { target } of records) {
      if (!(target instanceof HTMLCanvasElement) || transforms.get(target) === target.style.transform) continue;
      transforms.set(target, target.style.transform);
      if (target.style.transform) global.__benchProbe?.transforms.push(now);
    }
  }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
  window.addEventListener('pointerdown', note('downs'), { capture: true });
  window.addEventListener('pointermove', note('moves'), { capture: true });
  window.addEventListener('pointerup', note('ups'), { capture: true });
  window.addEventListener('pointercancel', note('ups'), { capture: true });
  const store = window.__caseStore;
  if (!store) return;
  let canvas = store.getState().canvas;
  store.subscribe(() => {
    const now = performance.now();
    const next = store.getState().canvas;
    if (next !== canvas) global.__benchProbe?.canvasWrites.push(now);
    canvas = next;
  });
}

/** Runs in the page: the record since startProbe. */
export function readProbe(): ProbeRecord {
  const probe = (window as ProbeWindow).__benchProbe;
  if (!probe) throw new Error('startProbe has not run');
  const { draws, transforms, downs, moves, ups, canvasWrites, hasStore } = probe;
  return { draws, transforms, downs, moves, ups, canvasWrites, hasStore };
}
