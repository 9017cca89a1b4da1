import type { AppThunk } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { arrangeCollage } from '../model/collageArrangement.ts';
import { findLayout } from '../model/collageLayouts.ts';
import { topShapedItemAt } from '../model/shapeHitTest.ts';
import { swapPictures } from '../model/swapPictures.ts';
import type { Point } from '../model/types.ts';
import { collageArranged, picturesArranged } from './canvasSlice.ts';
import { collageOpened, collageOptionsChanged, type CollageState } from './collageSlice.ts';
import { selectPictureSizes } from './printQualitySelectors.ts';
import { selectItems, selectPhoneModel } from './selectors.ts';

/** "Collage" on the left rail: the sheet opens on the design as it is now. */
export const openCollage = (): AppThunk => (dispatch, getState) => {
  dispatch(collageOpened(selectItems(getState())));
};

/**
 * A layout chosen, or Spacing or Corners moved, in the open sheet: one action, which lays the
 * design the sheet opened on out afresh (all of one visit is one undo step); before any layout is
 * chosen a slider only moves.
 */
export const arrangeCollageWith =
  (changes: Partial<Pick<CollageState, 'layoutID' | 'spacing' | 'corners'>>): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const { visit, base } = state.collage;
    const options = { spacing: changes.spacing ?? state.collage.spacing, corners: changes.corners ?? state.collage.corners };
    const layout = findLayout(changes.layoutID ?? state.collage.layoutID ?? '');
    const model = selectPhoneModel(state);
    if (!visit || !layout || !model) {
      dispatch(collageOptionsChanged(options));
      return;
    }
    const items = arrangeCollage({
      items: base,
      trayImageIDs: state.library.trayImageIDs,
      pictureSizes: selectPictureSizes(state),
      geometry: templateGeometry(model),
      layout,
      options,
      newItemID: (index) => `${visit}-${index}`,
    });
    dispatch(collageArranged({ items, visit, layoutID: layout.id, ...options }));
  };

/**
 * A cell's picture dragged and let go over another cell's picture (both cropped, as a collage
 * leaves them; `point` in template units): the two swap pictures, each keeping its cell with the
 * crop recomputed (model/swapPictures), in one undo step. False, and nothing done, when the
 * release is not over another cropped picture.
 */
export const swapCellsAt =
  (itemID: string, point: Point): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const items = selectItems(state);
    const dragged = items.find((item) => item.itemID === itemID);
    const target = topShapedItemAt(items.filter((item) => item.itemID !== itemID), point);
    if (dragged?.kind !== 'picture' || target?.kind !== 'picture' || !dragged.crop || !target.crop) return false;
    const sizes = selectPictureSizes(state);
    const draggedSize = sizes.get(dragged.imageID);
    const targetSize = sizes.get(target.imageID);
    if (!draggedSize || !targetSize) return false;
    dispatch(picturesArranged(swapPictures(dragged, target, draggedSize, targetSize)));
    return true;
  };
