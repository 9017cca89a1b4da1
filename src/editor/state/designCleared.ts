import { createAction } from '@reduxjs/toolkit';

/**
 * Clear canvas (SPEC §4): no stickers and a fresh history. The canvas, editor, settings and
 * collage slices all answer it (deselect; background settings back to their defaults), so the
 * whole reset is one action. A module of its own so the settings slice, which the landing page
 * loads, does not bring the canvas slice with it.
 */
export const designCleared = createAction('canvas/designCleared');
