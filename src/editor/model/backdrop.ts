import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import type { Backdrop } from './designDocument.ts';

/**
 * The backdrop a design template sets: its colour shown (a background image stays stored,
 * hidden) and its ghosts, or none; the ghost sliders stay where they were unless it sets them.
 */
export function templateBackdrop(template: DesignTemplate): Partial<Backdrop> {
  return { showBackgroundImage: false, ghostsEnabled: false, ...template.backdrop };
}
