import type { GhostLayerJob } from './draw/ghostLayerJob.ts';
import { renderGhostLayer, type GhostLayer } from './ghostLayer.ts';

/** Keeps one drawn layer by the key of everything its pixels depend on. */
export interface GhostLayerKeeper {
  /**
   * The layer for `key`: the kept one when the key is the same (ready or still drawing), else
   * the job's, drawn now and kept in its place; null when the job has no ghosts.
   */
  layerFor(key: string, job: () => GhostLayerJob | null): Promise<GhostLayer | null>;
  /** The kept layer when it is the one for `key` (ready or still drawing), else null; never draws. */
  kept(key: string): Promise<GhostLayer | null> | null;
  /** Frees the kept layer. */
  release(): void;
}

/** Closes a layer once nothing can still be drawing it. */
function closeLater(layer: Promise<GhostLayer | null>): void {
  // A caller draws a layer synchronously right after awaiting it, and its reaction was
  // registered before this one, so the close always comes after that draw.
  void layer.then((drawn) => drawn?.close(), () => undefined);
}

export function ghostLayerKeeper(render: (job: GhostLayerJob) => Promise<GhostLayer>): GhostLayerKeeper {
  let kept: { key: string; layer: Promise<GhostLayer | null> } | null = null;
  return {
    layerFor(key, job) {
      if (kept?.key === key) return kept.layer;
      if (kept) closeLater(kept.layer);
      const ghosts = job();
      const layer = ghosts ? render(ghosts) : Promise.resolve(null);
      const entry = { key, layer };
      kept = entry;
      layer.catch(() => {
        if (kept === entry) kept = null;
      });
      return layer;
    },
    kept: (key) => (kept?.key === key ? kept.layer : null),
    release() {
      if (kept) closeLater(kept.layer);
      kept = null;
    },
  };
}

/**
 * The print file's ghost layer, kept for the next export. It depends only on the ghost settings,
 * the template and which pictures are placed, never on where the stickers are, so the editor
 * draws it in a worker after such a change and an export finds it ready. One layer (about
 * 21 MB at 2×) is kept; a different key replaces it.
 */
export const printGhostLayers = ghostLayerKeeper(renderGhostLayer);
