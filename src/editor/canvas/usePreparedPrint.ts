import { createSelector } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { RootState } from '../../app/store.ts';
import { useAppSelector, useAppStore } from '../../app/hooks.ts';
import { designToExport } from '../state/designToExport.ts';
import { selectBackdrop, selectPhoneModel, selectPlacedImageIDs } from '../state/selectors.ts';
import { preparePrint } from './exportDesign.ts';
import { releasePrintCanvas } from './printCanvas.ts';
import { printGhostLayers } from './printGhostLayer.ts';

/** How long the inputs stay unchanged before the print layer is drawn: not while a slider moves. */
const settleMs = 1000;

/**
 * What the print file's canvas (the model's print size) and ghost layer depend on, as one
 * comparable string; null without a model.
 */
const selectPrintInputs = createSelector(
  [
    selectBackdrop,
    selectPhoneModel,
    selectPlacedImageIDs,
    (state: RootState) => state.library.images,
  ],
  (backdrop, model, imageIDs, images) => {
    if (!model) return null;
    if (!backdrop.ghostsEnabled || imageIDs.length === 0) return JSON.stringify([model.key]);
    const { ghostSeed, ghostFreq, ghostSize, ghostOpacity } = backdrop;
    const sizes = images.filter((image) => imageIDs.includes(image.imageID)).map(({ width, height }) => [width, height]);
    return JSON.stringify([model.key, ghostSeed, ghostFreq, ghostSize, ghostOpacity, imageIDs, sizes]);
  },
);

/**
 * Prepares the print file once the ghost settings, the placed pictures or the model have
 * settled: its canvas made (about 100 ms) and its ghost layer drawn in a worker (a thousand
 * ghosts at 2× are the largest part of an export), so that Save and Checkout find both ready.
 * Not before the opened design is on screen and the page idle (`designShown`): that work would
 * hold up its restore.
 * Frees them when the editor closes.
 */
export function usePreparedPrint(designShown: boolean): void {
  const store = useAppStore();
  const inputs = useAppSelector(selectPrintInputs);
  useEffect(() => {
    if (inputs === null || !designShown) return;
    const changed = new AbortController();
    const timer = setTimeout(() => {
      const design = designToExport(store.getState());
      if (!design) return;
      preparePrint(design, settleMs, changed.signal).catch((error: unknown) => {
        // The export draws it again and reports what fails there.
        console.warn('The print file could not be prepared ahead.', error);
      });
    }, settleMs);
    return () => {
      clearTimeout(timer);
      changed.abort();
    };
  }, [inputs, store, designShown]);
  useEffect(
    () => () => {
      printGhostLayers.release();
      releasePrintCanvas();
    },
    [],
  );
}
