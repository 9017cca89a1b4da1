import type { AppThunk } from '../../app/store.ts';
import { cellAt, fillCell, isCell } from '../model/frames.ts';
import type { Point } from '../model/types.ts';
import { cellFilled } from './canvasSlice.ts';
import { addStickerFiles, returnToTray } from './libraryThunks.ts';
import { selectItems } from './selectors.ts';

/**
 * Filling collage cells (issue 32): an empty frame with a photo picked for it, or any cell
 * (a frame or a collage's picture) with a tray picture dropped on it. Each fill is one undo step.
 */

/**
 * Puts a stored picture into the cell `itemID` (cropped to cover it); a picture it replaces stays
 * in the tray. False, and nothing done, when the item is no cell or the picture is unknown.
 */
export const fillCellWith =
  (itemID: string, imageID: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const cell = selectItems(state).find((item) => item.itemID === itemID);
    const image = state.library.images.find((candidate) => candidate.imageID === imageID);
    if (!cell || !isCell(cell) || !image) return false;
    if (cell.kind === 'picture') dispatch(returnToTray([cell.imageID]));
    dispatch(cellFilled(fillCell(cell, imageID, image)));
    return true;
  };

/** A tray picture let go at `point` (template units): into the cell there, if there is one (true); else false. */
export const dropOnCell =
  (imageID: string, point: Point): AppThunk<boolean> =>
  (dispatch, getState) => {
    const cell = cellAt(selectItems(getState()), point);
    return cell !== null && dispatch(fillCellWith(cell.itemID, imageID));
  };

/**
 * The photo picked for an empty frame: stored like any added picture (it joins the tray), then
 * put in the frame, if the frame is still there.
 */
export const fillFrameWithFile =
  (frameID: string, file: File): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const [image] = await dispatch(addStickerFiles([file])).unwrap();
    if (image) dispatch(fillCellWith(frameID, image.imageID));
  };
