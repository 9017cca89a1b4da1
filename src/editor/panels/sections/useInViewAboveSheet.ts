import { useContext, useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks.ts';
import { stageRegistry } from '../../canvas/stageRegistry.ts';
import { itemBoundingBox } from '../../model/geometry.ts';
import type { CanvasItem } from '../../model/types.ts';
import { clampPan, liftAbove } from '../../model/viewport.ts';
import { viewportCommitted } from '../../state/editorSlice.ts';
import { selectTemplate } from '../../state/printQualitySelectors.ts';
import { SheetFrameContext } from './sheetFrame.ts';

/** Space kept between the item and the sheet, in px. */
const marginPx = 16;

/**
 * Keeps the item a section works on (the text being edited, a picture being adjusted) in sight
 * above a phone's sheet: when the sheet (lifted by the keyboard) would hide it, the view pans up
 * just enough, within the pan limits. Nothing to do beside a wide screen's side panel.
 */
export function useInViewAboveSheet(item: CanvasItem): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const sheet = useContext(SheetFrameContext);
  useEffect(() => {
    const stage = stageRegistry.stage;
    const state = store.getState();
    const viewport = state.editor.viewport;
    const template = selectTemplate(state);
    const element = sheet?.element.current;
    if (!stage || !element || !viewport || !template) return;
    const sheetTop = element.getBoundingClientRect().top - stage.container().getBoundingClientRect().top;
    const stageSize = { width: stage.width(), height: stage.height() };
    const lifted = clampPan(liftAbove(viewport, itemBoundingBox(item), sheetTop, marginPx), stageSize, template);
    if (lifted.y !== viewport.y) dispatch(viewportCommitted(lifted));
  }, [item, sheet, store, dispatch]);
}
