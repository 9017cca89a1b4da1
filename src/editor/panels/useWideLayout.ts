import { useMediaQuery } from '../../shared/ui/useMediaQuery.ts';

/** From this width (CSS px) the editor is the studio (DESIGN §15); narrower, a phone's editor. */
export const studioMinWidthPx = 900;

/**
 * Whether the editor is the studio: the one place the width chooses between a phone's editor
 * (sheets, rail, bottom panel) and the studio (side panel, toolbars, status line). Follows a
 * window resized or a tablet turned round.
 */
export function useWideLayout(): boolean {
  return useMediaQuery(`(min-width: ${studioMinWidthPx}px)`);
}
