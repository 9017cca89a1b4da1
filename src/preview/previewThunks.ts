import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../app/store.ts';
import { previewCooldownSeconds } from '../shared/business.ts';
import { variantIdFor } from '../shared/catalog/catalog.ts';
import { browserStorage } from '../editor/state/browserStorage.ts';
import { modalClosed, modalOpened } from '../editor/state/editorSlice.ts';
import { exportCurrentDesign } from '../editor/state/exportThunks.ts';
import { openPrintReview } from '../editor/state/printReviewThunks.ts';
import { selectPhoneModel } from '../editor/state/selectors.ts';
import { previewMessages } from './previewMessages.ts';
import { previewEnded, previewReady, previewStarted } from './previewSlice.ts';
import { PreviewError, preloadImages, requestPreview, waitUntilReady } from './requestPreview.ts';

export const cooldownKey = 'previewCooldownUntil';

export function isCoolingDown(state: RootState, now = Date.now()): boolean {
  return state.preview.cooldownUntil !== null && state.preview.cooldownUntil > now;
}

/**
 * Preview Case (SPEC §4, §7, §8): nothing without a model, during the cooldown or when the
 * capture yields no image; else the mockup modal with its loading text, the request, the
 * preloading and polling of the mockups, and the 120 s cooldown once a mockup is ready. Unless
 * `reviewed`, a design with something that may disappoint first opens the review.
 */
export const previewCase = createAsyncThunk<void, { reviewed: boolean }, { state: RootState }>(
  'preview/previewCase',
  async ({ reviewed }, { dispatch, getState }) => {
    const state = getState();
    const model = selectPhoneModel(state);
    if (!model || isCoolingDown(state) || state.preview.status === 'loading') return;
    if (!reviewed && dispatch(openPrintReview('preview'))) return;
    const design = await dispatch(exportCurrentDesign()).unwrap();
    if (!design) return;

    dispatch(previewStarted());
    dispatch(modalOpened({ modal: { kind: 'preview' } }));
    const showError = (text: string) => {
      dispatch(previewEnded());
      dispatch(modalOpened({ modal: { kind: 'message', title: 'Preview', text } }));
    };
    try {
      const links = await requestPreview({
        design,
        variantID: variantIdFor(model, state.settings.caseFinish),
        uuid: state.settings.uuid,
      });
      preloadImages(links);
      const [first] = links;
      if (!first || !(await waitUntilReady(first))) {
        showError(previewMessages.notReady);
        return;
      }
      const cooldownUntil = Date.now() + previewCooldownSeconds * 1000;
      browserStorage.set(cooldownKey, String(cooldownUntil));
      dispatch(previewReady({ links, cooldownUntil }));
    } catch (error) {
      if (error instanceof PreviewError && error.rateLimited) {
        dispatch(previewEnded());
        dispatch(modalClosed());
        dispatch(modalOpened({ modal: { kind: 'message', title: 'Preview', text: error.message } }));
        return;
      }
      showError(error instanceof PreviewError ? error.message : `${previewMessages.unexpected} ${String(error)}`);
    }
  },
);

/** Reads a cooldown that outlived a reload. */
export function readStoredCooldown(now = Date.now()): number | null {
  const until = Number(browserStorage.get(cooldownKey));
  return Number.isFinite(until) && until > now ? until : null;
}
