import type Konva from 'konva';

/** What a copy shows, back to front: a layer (its canvas) or a bitmap of the stage's size at its pixel ratio. */
export type CopySource = Konva.Layer | HTMLCanvasElement;

export interface LayerCopy {
  /**
   * Shows the sources as one canvas where the first layer among them is, with those layers' own
   * canvases hidden, and paints it again whenever one of them draws. Called again with other
   * sources, stands in for those instead; with the same ones, does nothing.
   */
  show(sources: readonly CopySource[]): void;
  /** Paints the copy again (a bitmap among its sources changed). */
  paint(): void;
  /** Shows the copy moved and scaled by `transform` (CSS px about the stage's top-left); null: in place. */
  move(transform: DOMMatrixReadOnly | null): void;
  /** The layers' own canvases again; the copy's pixels are freed. */
  hide(): void;
}

const isLayer = (source: CopySource): source is Konva.Layer => !(source instanceof HTMLCanvasElement);
const canvasOf = (source: CopySource) => (isLayer(source) ? source.getNativeCanvasElement() : source);

/** The page blends a layer's canvas as its CSS says (the ghosts: hard-light); the copy blends it alike. */
function blendOf(canvas: HTMLCanvasElement): GlobalCompositeOperation {
  const mode = canvas.style.mixBlendMode;
  return mode && mode !== 'normal' ? (mode as GlobalCompositeOperation) : 'source-over';
}

/**
 * One canvas that stands in for several of the stage's layers while a gesture runs (DESIGN §5:
 * they stay Konva layers; only the page shows their pixels as one copy). Chromium hands every
 * shown canvas to the compositor on each frame in which any of them changed (about 1.3 ms per
 * phone-sized canvas at 2× in the editor bench), so layers that a gesture leaves alone cost it
 * one canvas instead of several; and a copy can be moved with the view by the compositor alone.
 * `name` marks the canvas (data-layer) for tests; `painted` runs after each paint.
 */
export function layerCopy(name: string, painted?: () => void): LayerCopy {
  let canvas: HTMLCanvasElement | null = null;
  let sources: readonly CopySource[] = [];
  const listen = `draw.copy-${name}`;

  const paint = () => {
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (const source of sources) {
      const image = canvasOf(source);
      ctx.globalCompositeOperation = blendOf(image);
      ctx.drawImage(image, 0, 0);
    }
    ctx.globalCompositeOperation = 'source-over';
    painted?.();
  };

  const uncover = () => {
    for (const layer of sources.filter(isLayer)) {
      layer.getNativeCanvasElement().style.visibility = '';
      layer.off(listen);
    }
    sources = [];
  };

  return {
    show(next) {
      if (next.length === sources.length && next.every((source, index) => source === sources[index])) return;
      uncover();
      const first = next.find(isLayer)?.getNativeCanvasElement();
      if (!first) return;
      canvas ??= document.createElement('canvas');
      if (canvas.width !== first.width || canvas.height !== first.height) {
        canvas.width = first.width;
        canvas.height = first.height;
      }
      canvas.style.cssText = first.style.cssText;
      canvas.style.visibility = '';
      canvas.style.mixBlendMode = '';
      canvas.style.transformOrigin = '0 0';
      canvas.dataset.layer = name;
      if (canvas.nextSibling !== first) first.before(canvas);
      sources = next;
      paint();
      for (const layer of sources.filter(isLayer)) {
        layer.getNativeCanvasElement().style.visibility = 'hidden';
        layer.on(listen, paint);
      }
    },
    paint,
    move(transform) {
      if (canvas) canvas.style.transform = transform ? transform.toString() : '';
    },
    hide() {
      uncover();
      if (!canvas || canvas.width === 0) return;
      // Kept in the page, hidden and empty: freeing its pixels is what matters (DESIGN §10).
      canvas.style.visibility = 'hidden';
      canvas.style.transform = '';
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}
