import type { AppThunk, RootState } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { createSelector } from '@reduxjs/toolkit';
import { arrangeCollageCells, bestLayoutFor, isCollageWorthOffering } from '../model/collageArrangement.ts';
import { findLayout } from '../model/collageLayouts.ts';
import { topShapedItemAt } from '../model/shapeHitTest.ts';
import { swapPictures } from '../model/swapPictures.ts';
import type { CanvasItem, Point } from '../model/types.ts';
import { collageArranged, picturesArranged } from './canvasSlice.ts';
import { collageOptionsChanged, collageVisitStarted, type CollageState } from './collageSlice.ts';
import { selectPictureSizes } from './printQualitySelectors.ts';
import { openSection, selectOpenSectionID } from './sectionCommands.ts';
import { collageSectionID } from './sectionsSlice.ts';
import { selectItems, selectPhoneModel } from './selectors.ts';

/** "Collage": its section opens on the design as it is now. */
export const openCollage = (): AppThunk => openSection(collageSectionID);

/** What the open Collage section arranges: the design when its visit began, or as it is now before one. */
export const selectCollageBase = (state: RootState): CanvasItem[] => (state.collage.visit ? state.collage.base : selectItems(state));

/** Whether "Make a collage" is offered (model/collageArrangement isCollageWorthOffering), unless put off or the section is open. */
export const selectCollageOffer = createSelector(
  [selectItems, (state: RootState) => state.library.trayImageIDs, (state: RootState) => state.editor.collageOfferDismissed, selectOpenSectionID],
  (items, trayImageIDs, dismissed, open) => !dismissed && open !== collageSectionID && isCollageWorthOffering(items, trayImageIDs),
);

/**
 * "Make a collage": the Collage section opens with the layout that suits the pictures best already
 * filled (model/collageArrangement bestLayoutFor), in the section's visit: one undo step, and the
 * section is there to choose another.
 */
export const makeCollage = (): AppThunk => (dispatch, getState) => {
  const model = selectPhoneModel(getState());
  if (!model) return;
  dispatch(openCollage());
  const state = getState();
  const layout = bestLayoutFor({
    items: selectItems(state),
    trayImageIDs: state.library.trayImageIDs,
    pictureSizes: selectPictureSizes(state),
    geometry: templateGeometry(model),
    options: { spacing: state.collage.spacing, corners: state.collage.corners },
  });
  if (layout) dispatch(arrangeCollageWith({ layoutID: layout.id }));
};

/**
 * A layout chosen, or Spacing or Corners moved, in the open section: one action, which lays the
 * design the visit began on out afresh (all of one visit is one undo step; the first choice begins
 * it); before any layout is chosen a slider only moves.
 */
export const arrangeCollageWith =
  (changes: Partial<Pick<CollageState, 'layoutID' | 'spacing' | 'corners'>>): AppThunk =>
  (dispatch, getState) => {
    const before = getState();
    const options = { spacing: changes.spacing ?? before.collage.spacing, corners: changes.corners ?? before.collage.corners };
    const layout = findLayout(changes.layoutID ?? before.collage.layoutID ?? '');
    const model = selectPhoneModel(before);
    if (!layout || !model) {
      dispatch(collageOptionsChanged(options));
      return;
    }
    if (!before.collage.visit) dispatch(collageVisitStarted(selectItems(before)));
    const state = getState();
    const { visit, base } = state.collage;
    if (!visit) return;
    const { items, plan } = arrangeCollageCells({
      items: base,
      trayImageIDs: state.library.trayImageIDs,
      pictureSizes: selectPictureSizes(state),
      geometry: templateGeometry(model),
      layout,
      options,
      newItemID: (index) => `${visit}-${index}`,
    });
    dispatch(collageArranged({ items, visit, ...plan }));
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
