import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../app/store.ts';
import { previewCooldownSeconds } from '../shared/business.ts';
import { browserStorage } from '../app/browserStorage.ts';
import { isOffline, offlineMessage, unlessOffline } from '../shared/offline.ts';
import { exportCurrentDesign } from '../editor/state/exportThunks.ts';
import { closeModal, showModal } from '../editor/state/modalThunks.ts';
import { openPrintReview } from '../editor/state/printReviewThunks.ts';
import { selectPrintVariant } from '../editor/state/selectors.ts';
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
 * `reviewed`, a design with something that may disappoint first opens the review. Offline, it
 * says so at once and does nothing (no cooldown starts).
 */
export const previewCase = createAsyncThunk<void, { reviewed: boolean }, { state: RootState }>(
  'preview/previewCase',
  async ({ reviewed }, { dispatch, getState }) => {
    const state = getState();
    const variant = selectPrintVariant(state);
    if (!variant || isCoolingDown(state) || state.preview.status === 'loading') return;
    if (isOffline()) {
      dispatch(showModal({ kind: 'message', title: 'Preview', text: offlineMessage }));
      return;
    }
    if (!reviewed && dispatch(openPrintReview('preview'))) return;
    const design = await dispatch(exportCurrentDesign()).unwrap();
    if (!design) return;

    dispatch(previewStarted());
    dispatch(showModal({ kind: 'preview' }));
    const showError = (text: string) => {
      dispatch(previewEnded());
      dispatch(showModal({ kind: 'message', title: 'Preview', text: unlessOffline(text) }));
    };
    try {
      const links = await requestPreview({ design, ...variant });
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
        dispatch(closeModal());
        dispatch(showModal({ kind: 'message', title: 'Preview', text: error.message }));
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
