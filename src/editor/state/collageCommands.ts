import type { AppThunk } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { arrangeCollage } from '../model/collageArrangement.ts';
import { findLayout } from '../model/collageLayouts.ts';
import { collageArranged } from './canvasSlice.ts';
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
