import { useEffect, useRef } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { selectionContains } from '../model/groupTransform.ts';
import { topShapedItemAt } from '../model/shapeHitTest.ts';
import type { Point } from '../model/types.ts';
import { screenToTemplate } from '../model/viewport.ts';
import { itemSelected, layerSelected } from '../state/editorSlice.ts';
import { selectItems, selectSelectedItems } from '../state/selectors.ts';
import { curvedTextHolds } from './curvedTextHit.ts';
import { stageRegistry } from './stageRegistry.ts';

/**
 * What a right-click selects, as a tap with the Selector would (gestures/gestureSelection): on
 * the selection (one item, or within a group's box) it stays; on another unlocked item, that item
 * alone (with the Selector); on empty space, nothing.
 */
function selectForMenu(store: AppStore, stagePoint: Point): void {
  const state = store.getState();
  const viewport = state.editor.viewport;
  if (!viewport) return;
  const at = screenToTemplate(viewport, stagePoint);
  if (selectionContains(selectSelectedItems(state), at)) return;
  const hit = topShapedItemAt(
    selectItems(state).filter((item) => !item.locked),
    at,
    curvedTextHolds,
  );
  store.dispatch(hit ? layerSelected(hit.itemID) : itemSelected(null));
}

/**
 * The right-click (contextmenu) on the stage with a mouse, pen or trackpad (issue 48): the item
 * under the pointer is selected and `open` is called with the client point for the menu; the
 * browser's own menu does not show. A touch screen's long press is left as it was, and so is crop
 * mode, which takes no other command.
 */
export function useStageContextMenu(open: (at: Point) => void): void {
  const store = useAppStore();
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    let lastPointer = 'mouse';
    const onPointerDown = (event: PointerEvent) => {
      lastPointer = event.pointerType;
    };
    const onContextMenu = (event: MouseEvent) => {
      const container = stageRegistry.stage?.container();
      if (!container || !(event.target instanceof Node) || !container.contains(event.target)) return;
      const pointer = event instanceof PointerEvent && event.pointerType ? event.pointerType : lastPointer;
      if (pointer === 'touch' || store.getState().editor.cropping) return;
      event.preventDefault();
      const rect = container.getBoundingClientRect();
      selectForMenu(store, { x: event.clientX - rect.left, y: event.clientY - rect.top });
      latest.current({ x: event.clientX, y: event.clientY });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [store]);
}
