import type { TemplateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import type { CanvasItem, Ghost, Size, Viewport } from '../../../src/editor/model/types.ts';

/**
 * The editor's scene as plain data, handed to the raw-Konva page so it draws exactly the same
 * picture: the stage where the editor has it, the same view, stickers, ghosts and template.
 */
export interface RawScene {
  /** The editor's stage container on the page, CSS px. */
  stageBox: { left: number; top: number; width: number; height: number };
  viewport: Viewport;
  template: TemplateGeometry;
  templateUrl: string;
  backgroundColor: string;
  /** Back to front. */
  items: CanvasItem[];
  /** Where each imageID's picture is served, and its pixel size. */
  images: Record<string, { url: string } & Size>;
  ghosts: Ghost[];
  /** Drawn size of a ghost of each imageID, template units. */
  ghostSizes: Record<string, Size>;
  /** 0–1. */
  ghostOpacity: number;
}

/** What the raw page exposes to the bench as `window.__rawBench`. */
export interface RawBenchApi {
  load(scene: RawScene): Promise<void>;
  item(itemID: string): CanvasItem | null;
  /** Puts a sticker where `item` says (between rounds of gestures). */
  setItem(item: CanvasItem): void;
  /** Selects these stickers together: the Transformer spans them and a drag on one moves them all. */
  select(itemIDs: readonly string[]): void;
  viewport(): Viewport;
  setViewport(viewport: Viewport): void;
}
