import type { AppThunk } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { centredBounds } from '../model/geometry.ts';
import { bringAllForward, bringAllToFront, sendAllBackward, sendAllToBack } from '../model/groupLayerOrder.ts';
import { placeNewItem } from '../model/placement.ts';
import { dropSize } from '../model/tray.ts';
import type { Point } from '../model/types.ts';
import { burstOf } from './bursts.ts';
import { itemsRemoved, stickerAdded, stickerNudged, stickerRemoved, stickersReordered } from './canvasSlice.ts';
import { selectItems, selectPhoneModel, selectSelectedItemIDs } from './selectors.ts';

/** The four layer-order buttons, on one item or several (which keep their relative order). */
export const layerMoves = {
  back: sendAllToBack,
  backward: sendAllBackward,
  forward: bringAllForward,
  front: bringAllToFront,
} as const;
export type LayerMove = keyof typeof layerMoves;

/**
 * The sticker commands of the selection bar, the keyboard and the tray. Each is a plain thunk
 * that dispatches at most one action (none when there is nothing to do), so one user action is
 * one entry in Redux DevTools and one undo snapshot.
 */

/** Moves the selected items in the layer order; one snapshot, none when nothing changes. */
export const reorderSelected =
  (move: LayerMove): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const itemIDs = selectSelectedItemIDs(state);
    if (itemIDs.length === 0) return;
    const items = selectItems(state);
    const reordered = layerMoves[move](items, itemIDs);
    const changed = reordered.some(
      (item) => items.find((before) => before.itemID === item.itemID)?.itemIndex !== item.itemIndex,
    );
    if (changed) dispatch(stickersReordered(reordered));
  };

/** Close: deletes the selected items (the editor slice deselects them; the ghosts follow the rest). */
export const deleteSelected = (): AppThunk => (dispatch, getState) => {
  const itemIDs = selectSelectedItemIDs(getState());
  if (itemIDs.length === 1 && itemIDs[0]) dispatch(stickerRemoved(itemIDs[0]));
  else if (itemIDs.length > 1) dispatch(itemsRemoved(itemIDs));
};

/** Arrow-key nudge in template units; a burst of presses on one sticker is one snapshot. */
export const nudgeSelected =
  ({ dx, dy }: { dx: number; dy: number }): AppThunk =>
  (dispatch, getState) => {
    const itemID = getState().editor.selectedItemID;
    if (!itemID) return;
    dispatch(stickerNudged({ itemID, dx, dy, burst: burstOf(`nudge-${itemID}`) }));
  };

/**
 * Puts a tray picture on the case as the top layer (one snapshot): dragged from the tray, centred
 * at `centre` (template units) and sized as a tray drop is (model/tray dropSize); else by the
 * placement rule (model/placement), as large as the free room of the back allows.
 */
export const placeSticker =
  ({ imageID, centre }: { imageID: string; centre?: Point }): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const model = selectPhoneModel(state);
    const image = state.library.images.find((candidate) => candidate.imageID === imageID);
    if (!model || !image) return;
    const bounds = centre
      ? centredBounds(centre, dropSize(image, state.editor.viewport?.scale ?? 1))
      : placeNewItem(templateGeometry(model), selectItems(state), { style: 'fill', size: image });
    dispatch(stickerAdded({ imageID, ...bounds }));
  };
