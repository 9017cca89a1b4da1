import type { AppThunk } from '../../app/store.ts';
import { moveToLayer } from '../model/groupLayerOrder.ts';
import { stickersReordered } from './canvasSlice.ts';
import { selectItems } from './selectors.ts';

/**
 * The Layers list's commands (issue 21). A reorder is one action and one undo snapshot, none
 * when nothing changes; the layers are renumbered 0..n−1 as SPEC §4's layer rules keep them.
 */

/** A row dragged (or Move up / Move down): the item to layer `toIndex` (0: the back). */
export const moveLayer =
  (itemID: string, toIndex: number): AppThunk =>
  (dispatch, getState) => {
    const items = selectItems(getState());
    const reordered = moveToLayer(items, itemID, toIndex);
    const before = new Map(items.map((item) => [item.itemID, item.itemIndex]));
    if (reordered.some((item) => before.get(item.itemID) !== item.itemIndex)) dispatch(stickersReordered(reordered));
  };
