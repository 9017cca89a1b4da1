import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';

/**
 * What lies behind the items of a design: the background colour (or the background image, when
 * shown) and the ghosts, by the settings' names (SPEC §3). A design template sets part of it.
 */
export interface Backdrop {
  backgroundColor: string;
  showBackgroundImage: boolean;
  ghostsEnabled: boolean;
  /** 1–10: tenths of the ghost grid cells shown. */
  ghostFreq: number;
  /** 1–200: thousandths of the source image size. */
  ghostSize: number;
  /** 1–100: percent opacity. */
  ghostOpacity: number;
  ghostSeed: number;
}

/**
 * The backdrop a design template sets: its colour shown (a background image stays stored,
 * hidden) and its ghosts, or none; the ghost sliders stay where they were unless it sets them.
 */
export function templateBackdrop(template: DesignTemplate): Partial<Backdrop> {
  return { showBackgroundImage: false, ghostsEnabled: false, ...template.backdrop };
}
