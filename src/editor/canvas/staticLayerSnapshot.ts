import type Konva from 'konva';

/** The layers under the stickers that no sticker gesture changes, back to front. */
const staticLayerNames: readonly string[] = ['watermark', 'background', 'ghosts'];

export interface StaticLayerSnapshot {
  /** Shows the static layers as one canvas, until `hide`; does nothing when already shown. */
  show(): void;
  /** Shows the layers' own canvases again. */
  hide(): void;
}

/**
 * While a sticker moves, shows the watermark, background and ghost layers (separate Konva layers,
 * each a canvas the stage's size) as one canvas of their pixels. The browser hands every shown
 * canvas to the compositor on every frame in which any canvas changed, and on a phone each
 * stage-sized canvas costs about 1.3 ms of a 37 ms frame there (editor bench): during a drag,
 * resize, rotate or pinch of a sticker only the stickers and selection layers change, so three
 * canvases cost what one does. The layers stay what they are for Konva; only the page shows
 * their copy, which is painted again whenever one of them redraws meanwhile.
 */
export function staticLayerSnapshot(stage: Konva.Stage): StaticLayerSnapshot {
  let snapshot: HTMLCanvasElement | null = null;
  let covered: { layer: Konva.Layer; canvas: HTMLCanvasElement }[] = [];

  const paint = () => {
    const ctx = snapshot?.getContext('2d');
    if (!snapshot || !ctx) return;
    ctx.clearRect(0, 0, snapshot.width, snapshot.height);
    for (const { canvas } of covered) ctx.drawImage(canvas, 0, 0);
  };

  return {
    show() {
      if (covered.length) return;
      const layers = stage.getLayers().filter((layer) => staticLayerNames.includes(layer.name()) && layer.isVisible());
      const [first] = layers;
      // One layer alone is already one canvas.
      if (!first || layers.length < 2) return;
      const firstCanvas = first.getNativeCanvasElement();
      snapshot ??= document.createElement('canvas');
      if (snapshot.width !== firstCanvas.width || snapshot.height !== firstCanvas.height) {
        snapshot.width = firstCanvas.width;
        snapshot.height = firstCanvas.height;
      }
      snapshot.style.cssText = firstCanvas.style.cssText;
      snapshot.dataset.layer = 'static-snapshot';
      // Kept in the page between gestures, hidden: a canvas put back costs its first frames more.
      if (snapshot.nextSibling !== firstCanvas) firstCanvas.before(snapshot);
      covered = layers.map((layer) => ({ layer, canvas: layer.getNativeCanvasElement() }));
      paint();
      for (const { layer, canvas } of covered) {
        canvas.style.visibility = 'hidden';
        layer.on('draw.staticSnapshot', paint);
      }
    },
    hide() {
      if (!covered.length) return;
      for (const { layer, canvas } of covered) {
        canvas.style.visibility = '';
        layer.off('draw.staticSnapshot');
      }
      covered = [];
      if (snapshot) snapshot.style.visibility = 'hidden';
    },
  };
}
