import type Konva from 'konva';
import { Util } from 'konva/lib/Util.js';
import type { Viewport } from '../model/types.ts';
import { viewShift } from '../model/viewport.ts';
import { layerCopy } from './layerCopy.ts';
import { splitStickers, type StickerSplit } from './stickerSplit.ts';

/** The layers under the stickers that no sticker gesture changes, back to front. */
const staticLayerNames: readonly string[] = ['watermark', 'background', 'ghosts'];
/** Drawn in screen space: it stays put while the view moves. */
const screenLayerNames: readonly string[] = ['watermark'];

/**
 * How the stage's layers are shown while a gesture runs, so that a frame costs what changes in
 * it rather than what the case holds (issue 37). They stay what they are for Konva, the
 * Transformer and the store; only what the page shows meanwhile differs, and every layer is shown
 * as itself again, drawn afresh, as soon as the gesture ends.
 */
export interface GestureLayers {
  /**
   * Some stickers follow the fingers (a drag, a resize or turn, a pinch of the selection): the
   * stickers layer draws them alone; the static layers and the stickers under them show as one
   * copy, the stickers over them and the template overlay as another (stickerSplit.ts).
   */
  followStickers(itemIDs: readonly string[]): void;
  /** A gesture in crop mode, or one about to move stickers: the static layers show as one copy. */
  followStatic(): void;
  /**
   * Two fingers (or the Pan tool's one) move the view: every layer but the watermark shows as one
   * copy of its pixels, moved and scaled by the compositor, and the stage is not drawn until the
   * gesture ends and the caller gives it the view.
   */
  showView(viewport: Viewport): void;
  /** The gesture is over: the layers' own canvases, once they have drawn the stage's view. */
  end(): void;
}

function stageView(stage: Konva.Stage): Viewport {
  return { scale: stage.scaleX(), x: stage.x(), y: stage.y() };
}

/** The CSS transform that shows what was drawn at `from` as it looks at `to` (stage px). */
function viewTransform(from: Viewport, to: Viewport): DOMMatrix {
  const { zoom, x, y } = viewShift(from, to);
  return new DOMMatrix([zoom, 0, 0, zoom, x, y]);
}

export function gestureLayers(stage: Konva.Stage): GestureLayers {
  const layersNamed = (names: readonly string[]) => stage.getLayers().filter((layer) => names.includes(layer.name()) && layer.isVisible());
  const under = layerCopy('copy-under');
  const over = layerCopy('copy-over');
  let split: StickerSplit | null = null;
  /** The view the view copy's pixels were drawn at. */
  let drawn: Viewport | null = null;
  /** The view a view gesture shows; null when none runs. */
  let shown: Viewport | null = null;
  let placing = false;
  const placeNow = () => {
    placing = false;
    if (drawn && shown) view.move(viewTransform(drawn, shown));
  };
  // Pointer moves come faster than frames: the copy moves once a frame, to the latest view.
  const place = () => {
    if (placing) return;
    placing = true;
    Util.requestAnimFrame(placeNow);
  };
  // The layers may draw while the copy shows them (a proxy decoded): always at the stage's own view.
  const view = layerCopy('copy-view', () => {
    drawn = stageView(stage);
    placeNow();
  });

  const showStatic = (below: HTMLCanvasElement | null) => {
    const layers = layersNamed(staticLayerNames);
    // One layer alone is already one canvas.
    if (layers.length + (below ? 1 : 0) < 2) under.hide();
    else under.show(below ? [...layers, below] : layers);
  };
  const showSplit = () => {
    showStatic(split?.below ?? null);
    if (split?.above) over.show([split.above, ...layersNamed(['template-overlay'])]);
    else over.hide();
  };
  const endStickers = () => {
    split?.release();
    split = null;
    under.hide();
    over.hide();
  };

  return {
    followStickers(itemIDs) {
      if (split?.follows(itemIDs)) return;
      split?.release();
      const layer = layersNamed(['stickers'])[0];
      split = layer ? splitStickers(layer, itemIDs, showSplit) : null;
      showSplit();
    },
    followStatic() {
      if (!split) showStatic(null);
    },
    showView(viewport) {
      endStickers();
      const starting = !shown;
      shown = viewport;
      if (starting) view.show(stage.getLayers().filter((layer) => !screenLayerNames.includes(layer.name()) && layer.isVisible()));
      place();
    },
    end() {
      endStickers();
      if (!shown) return;
      shown = null;
      // After the draws of the view the caller gave the stage: Konva's frame queue runs in order.
      Util.requestAnimFrame(() => {
        if (!shown) view.hide();
      });
    },
  };
}
