import { createAction } from '@reduxjs/toolkit';
import type { Backdrop } from '../model/backdrop.ts';
import type { CanvasItem } from '../model/types.ts';

/**
 * A design template chosen (issue 49): its items replace the design's, as one undo step, and its
 * backdrop changes the background and ghosts. The canvas, settings and editor slices all answer
 * it (the editor selects its first words). A module of its own so the settings slice, which the
 * landing page loads, does not bring the canvas slice with it.
 */
export const templateApplied = createAction<{ items: CanvasItem[]; backdrop: Partial<Backdrop> }>('canvas/templateApplied');
