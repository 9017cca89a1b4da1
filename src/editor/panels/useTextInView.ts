import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks.ts';
import { stageRegistry } from '../canvas/stageRegistry.ts';
import { itemBoundingBox } from '../model/geometry.ts';
import type { CanvasItem } from '../model/types.ts';
import { clampPan, liftAbove } from '../model/viewport.ts';
import { viewportCommitted } from '../state/editorSlice.ts';
import { selectTemplate } from '../state/printQualitySelectors.ts';

/** Space kept between the text and the sheet, in px. */
const marginPx = 16;

/**
 * Keeps the text being edited (or a picture being adjusted) in sight above its sheet: when the
 * sheet (lifted by the keyboard, `inset`) or the text's box would hide it, the view pans up just
 * enough, within the pan limits.
 */
export function useTextInView(item: CanvasItem, sheet: RefObject<HTMLElement | null>, inset: number): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const stage = stageRegistry.stage;
    const state = store.getState();
    const viewport = state.editor.viewport;
    const template = selectTemplate(state);
    if (!stage || !sheet.current || !viewport || !template) return;
    const sheetTop = sheet.current.getBoundingClientRect().top - stage.container().getBoundingClientRect().top;
    const stageSize = { width: stage.width(), height: stage.height() };
    const lifted = clampPan(liftAbove(viewport, itemBoundingBox(item), sheetTop, marginPx), stageSize, template);
    if (lifted.y !== viewport.y) dispatch(viewportCommitted(lifted));
  }, [item, sheet, inset, store, dispatch]);
}
