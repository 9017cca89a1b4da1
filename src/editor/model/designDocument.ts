import type { CaseFinish } from '../../shared/catalog/finishes.ts';
import type { CollagePlan } from './collageArrangement.ts';
import { pictureImageIDs } from './items.ts';
import type { CanvasItem } from './types.ts';
import { ghostLimits, type GhostSetting } from '../../shared/ghostLimits.ts';

/**
 * The design document (issue 50): everything one design is, and all that its undo history holds.
 * Plain data, as the store keeps it (state.canvas.present) and the design store saves it.
 */
export interface DesignDocument {
  /** The placed items, SPEC §3's records with their kind. */
  items: CanvasItem[];
  /** The phone model's key (shared/catalog); null until one is chosen. */
  phoneModel: string | null;
  caseFinish: CaseFinish;
  backdrop: Backdrop;
  /** The collage the design holds, kept so a model change can lay it out again (model/refit). */
  collage: CollagePlan | null;
}

/** What lies behind the items: the background and the ghosts (SPEC §3's field names). */
export interface Backdrop {
  /** #rrggbb */
  backgroundColor: string;
  showBackgroundImage: boolean;
  /** The background picture's imageID in the image store (as a sticker's); null: none. */
  backgroundImageID: string | null;
  ghostsEnabled: boolean;
  /** 1–10: tenths of the ghost grid cells shown. */
  ghostFreq: number;
  /** 1–200: thousandths of the source image size. */
  ghostSize: number;
  /** 1–100: percent opacity. */
  ghostOpacity: number;
  /** Seeds the ghost layout so it is identical across reloads, undo and export. */
  ghostSeed: number;
}

export const defaultBackgroundColor = '#4a5759';

export { ghostLimits, type GhostSetting };

export function clampGhostSetting(setting: GhostSetting, value: number): number {
  const { min, max } = ghostLimits[setting];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** SPEC §3's defaults, with this ghost seed. */
export function defaultBackdrop(ghostSeed = 1): Backdrop {
  return {
    backgroundColor: defaultBackgroundColor,
    showBackgroundImage: false,
    backgroundImageID: null,
    ghostsEnabled: false,
    ghostFreq: 10,
    ghostSize: 10,
    ghostOpacity: 1,
    ghostSeed,
  };
}

/** A new design: no items, SPEC §3's defaults. */
export function emptyDocument(phoneModel: string | null = null, caseFinish: CaseFinish = 'Matte', ghostSeed = 1): DesignDocument {
  return { items: [], phoneModel, caseFinish, backdrop: defaultBackdrop(ghostSeed), collage: null };
}

/** A seed for a new design's ghosts (1 … 2^31). */
export function newGhostSeed(): number {
  return 1 + Math.floor(Math.random() * 2 ** 31);
}

/** Every picture the document shows: its stickers' and its background's. */
export function documentImageIDs(document: DesignDocument): string[] {
  const stickers = pictureImageIDs(document.items);
  return document.backdrop.backgroundImageID ? [...stickers, document.backdrop.backgroundImageID] : stickers;
}
