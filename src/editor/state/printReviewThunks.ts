import type { Dispatch } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { firstStickerToFix } from '../model/printReview.ts';
import { itemSelected, modalClosed, modalOpened, toolChosen, type ReviewedFlow } from './editorSlice.ts';
import { selectPrintReview } from './printQualitySelectors.ts';

/**
 * Opens the review before `next` when the design has something that may disappoint; answers
 * whether it did (then the flow waits for the shopper's "Continue anyway").
 */
export function openPrintReview(next: ReviewedFlow) {
  return (dispatch: Dispatch, getState: () => RootState): boolean => {
    if (selectPrintReview(getState()).length === 0) return false;
    dispatch(modalOpened({ modal: { kind: 'printReview', next } }));
    return true;
  };
}

/** "Fix it": closes the review and selects the first sticker it names, with the Selector tool. */
export function fixFirstFinding() {
  return (dispatch: Dispatch, getState: () => RootState): void => {
    const itemID = firstStickerToFix(selectPrintReview(getState()));
    dispatch(modalClosed());
    if (!itemID) return;
    dispatch(toolChosen('selector'));
    dispatch(itemSelected(itemID));
  };
}
