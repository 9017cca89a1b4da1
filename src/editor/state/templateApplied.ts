import { createAction } from '@reduxjs/toolkit';
import type { Backdrop } from '../model/designDocument.ts';
import type { CanvasItem } from '../model/types.ts';

/**
 * A design template chosen (issue 49): its items replace the design's and its backdrop changes
 * the background and ghosts, as one undo step. The canvas and editor slices answer it (the editor
 * selects its first words).
 */
export const templateApplied = createAction<{ items: CanvasItem[]; backdrop: Partial<Backdrop> }>('canvas/templateApplied');
