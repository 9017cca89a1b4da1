import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../app/store.ts';
import { variantIdFor } from '../shared/catalog/catalog.ts';
import { busyChanged, modalOpened } from '../editor/state/editorSlice.ts';
import { exportCurrentDesign } from '../editor/state/exportThunks.ts';
import { openPrintReview } from '../editor/state/printReviewThunks.ts';
import { selectPhoneModel } from '../editor/state/selectors.ts';
import { requestCheckout } from './requestCheckout.ts';

/**
 * Checkout (SPEC §7, §8): nothing without a model or when the capture yields no image; else
 * the loading screen, the request, and the redirect to the payment page. A failure hides the
 * loading screen and explains itself in a dialog. Unless `reviewed`, a design with something that
 * may disappoint first opens the review, whose "Continue anyway" checks out with `reviewed`.
 */
export const checkoutCase = createAsyncThunk<void, { reviewed: boolean }, { state: RootState }>(
  'checkout/checkoutCase',
  async ({ reviewed }, { dispatch, getState }) => {
    const state = getState();
    const model = selectPhoneModel(state);
    if (!model || state.editor.busy) return;
    if (!reviewed && dispatch(openPrintReview('checkout'))) return;
    dispatch(busyChanged('checkout'));
    try {
      const design = await dispatch(exportCurrentDesign()).unwrap();
      if (!design) {
        dispatch(busyChanged(null));
        return;
      }
      const checkoutUrl = await requestCheckout({
        design,
        variantID: variantIdFor(model, state.settings.caseFinish),
        uuid: state.settings.uuid,
      });
      window.location.assign(checkoutUrl);
    } catch (error) {
      dispatch(busyChanged(null));
      dispatch(
        modalOpened({
          modal: { kind: 'message', title: 'Checkout', text: (error as Error).message },
        }),
      );
      return;
    }
  },
);
