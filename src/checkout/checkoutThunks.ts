import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../app/store.ts';
import { isOffline, offlineMessage, unlessOffline } from '../shared/offline.ts';
import { exportCurrentDesign } from '../editor/state/exportThunks.ts';
import { setBusy, showModal } from '../editor/state/modalThunks.ts';
import { openPrintReview } from '../editor/state/printReviewThunks.ts';
import { selectBusy, selectPrintVariant } from '../editor/state/selectors.ts';
import { requestCheckout } from './requestCheckout.ts';

/**
 * Checkout (SPEC §7, §8): nothing without a model or when the capture yields no image; else
 * the loading screen, the request, and the redirect to the payment page. A failure hides the
 * loading screen and explains itself in a dialog; offline, it says so at once and does nothing.
 * Unless `reviewed`, a design with something that may disappoint first opens the review, whose
 * "Continue anyway" checks out with `reviewed`.
 */
export const checkoutCase = createAsyncThunk<void, { reviewed: boolean }, { state: RootState }>(
  'checkout/checkoutCase',
  async ({ reviewed }, { dispatch, getState }) => {
    const state = getState();
    const variant = selectPrintVariant(state);
    if (!variant || selectBusy(state)) return;
    if (isOffline()) {
      dispatch(showModal({ kind: 'message', title: 'Checkout', text: offlineMessage }));
      return;
    }
    if (!reviewed && dispatch(openPrintReview('checkout'))) return;
    dispatch(setBusy('checkout'));
    try {
      const design = await dispatch(exportCurrentDesign()).unwrap();
      if (!design) {
        dispatch(setBusy(null));
        return;
      }
      const checkoutUrl = await requestCheckout({ design, ...variant });
      window.location.assign(checkoutUrl);
    } catch (error) {
      dispatch(setBusy(null));
      dispatch(showModal({ kind: 'message', title: 'Checkout', text: unlessOffline((error as Error).message) }));
      return;
    }
  },
);
