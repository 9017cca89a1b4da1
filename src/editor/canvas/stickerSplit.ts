import type Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas.js';
import { splitAround } from '../model/layerSplit.ts';

/**
 * The stickers layer while some of its stickers follow the fingers: the stickers back to the
 * lowest moving one and those past the highest are drawn once into two bitmaps of the stage's
 * size, and the layer draws only the rest (the moving ones and any between them) on each frame.
 */
export interface StickerSplit {
  /** The stickers under the moving ones as they show; null when there are none. */
  readonly below: HTMLCanvasElement | null;
  /** The stickers over the moving ones; null when there are none. */
  readonly above: HTMLCanvasElement | null;
  /** Whether these are the items it was split for. */
  follows(itemIDs: readonly string[]): boolean;
  /** The layer's stickers all drawn by it again; the bitmaps freed. */
  release(): void;
}

/** A node's attributes but `visible`, which the split sets: what its drawing depends on. */
function attrsOf(node: Konva.Node): [string, unknown][] {
  return Object.entries(node.getAttrs() as Record<string, unknown>).filter(([key]) => key !== 'visible');
}

function hasAttrs(node: Konva.Node, attrs: readonly [string, unknown][]): boolean {
  const now = node.getAttrs() as Record<string, unknown>;
  const count = Object.keys(now).length - ('visible' in now ? 1 : 0);
  return count === attrs.length && attrs.every(([key, value]) => now[key] === value);
}

/** A canvas of the layer's size and pixel ratio with `nodes` drawn on it as the layer draws them; null for none. */
function drawnInto(layer: Konva.Layer, nodes: readonly Konva.Node[]): HTMLCanvasElement | null {
  if (nodes.length === 0) return null;
  const stage = layer.getStage();
  const bitmap = new SceneCanvas({ width: stage.width(), height: stage.height(), pixelRatio: layer.getCanvas().getPixelRatio() });
  for (const node of nodes) node.drawScene(bitmap);
  return bitmap._canvas;
}

function free(canvas: HTMLCanvasElement | null): void {
  if (!canvas) return;
  canvas.width = 0;
  canvas.height = 0;
}

/** The layer's shown children under the lowest of `moving` and over the highest; null when none of them is there. */
function partsOf(children: readonly Konva.Node[], moving: ReadonlySet<string>) {
  const split = splitAround(
    children.map((node) => node.id()),
    moving,
  );
  if (!split) return null;
  const shown = ([start, end]: readonly [number, number]) => children.slice(start, end).filter((node) => node.visible());
  return { under: shown(split.under), over: shown(split.over) };
}

/**
 * Splits the stickers layer around the nodes of `itemIDs`; null when none of them is in it. The
 * stickers in the bitmaps are hidden from the layer meanwhile (Konva `visible`), so a frame costs
 * the layer what the moving stickers cost, however many others the case holds. When one of those
 * changes (a proxy decoded, the store moved it) or the layer's stickers do, the bitmaps are drawn
 * again at the layer's next draw, and `redrawn` is called.
 */
export function splitStickers(layer: Konva.Layer, itemIDs: readonly string[], redrawn: () => void): StickerSplit | null {
  const moving = new Set(itemIDs);
  let children = [...layer.getChildren()];
  let parts = partsOf(children, moving);
  if (!parts) return null;
  let hidden: Konva.Node[] = [];
  let drawn: [Konva.Node, [string, unknown][]][] = [];
  let below: HTMLCanvasElement | null = null;
  let above: HTMLCanvasElement | null = null;

  const unhide = () => {
    for (const node of hidden) if (node.getParent() === layer) node.visible(true);
    hidden = [];
    free(below);
    free(above);
    below = null;
    above = null;
  };
  const draw = () => {
    if (!parts) return;
    below = drawnInto(layer, parts.under);
    above = drawnInto(layer, parts.over);
    hidden = [...parts.under, ...parts.over];
    for (const node of hidden) node.visible(false);
    drawn = hidden.map((node) => [node, attrsOf(node)]);
  };
  draw();

  const sameChildren = () => {
    const now = layer.getChildren();
    return now.length === children.length && now.every((node, index) => node === children[index]);
  };
  // Before each draw of the layer: what changed under or over the moving stickers is drawn again.
  layer.on('beforeDraw.stickerSplit', () => {
    if (sameChildren() && drawn.every(([node, attrs]) => hasAttrs(node, attrs))) return;
    unhide();
    children = [...layer.getChildren()];
    parts = partsOf(children, moving);
    draw();
    redrawn();
  });

  return {
    get below() {
      return below;
    },
    get above() {
      return above;
    },
    follows: (ids) => ids.length === moving.size && ids.every((id) => moving.has(id)),
    release() {
      layer.off('beforeDraw.stickerSplit');
      unhide();
    },
  };
}
