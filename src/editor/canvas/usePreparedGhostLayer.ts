import { createSelector } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { RootState } from '../../app/store.ts';
import { useAppSelector, useAppStore } from '../../app/hooks.ts';
import { designToExport } from '../state/designToExport.ts';
import { selectPhoneModel, selectPlacedImageIDs } from '../state/selectors.ts';
import { prepareGhostLayer } from './exportDesign.ts';
import { printGhostLayers } from './printGhostLayer.ts';

/** How long the ghost inputs stay unchanged before the print layer is drawn: not while a slider moves. */
const settleMs = 1000;

/** What the print file's ghost layer depends on, as one comparable string; null with ghosts off. */
const selectGhostLayerInputs = createSelector(
  [
    (state: RootState) => state.settings,
    selectPhoneModel,
    selectPlacedImageIDs,
    (state: RootState) => state.library.images,
  ],
  (settings, model, imageIDs, images) => {
    if (!settings.ghostsEnabled || !model || imageIDs.length === 0) return null;
    const { ghostSeed, ghostFreq, ghostSize, ghostOpacity } = settings;
    const sizes = images.filter((image) => imageIDs.includes(image.imageID)).map(({ width, height }) => [width, height]);
    return JSON.stringify([model.key, ghostSeed, ghostFreq, ghostSize, ghostOpacity, imageIDs, sizes]);
  },
);

/**
 * Draws the print file's ghost layer in a worker once the ghost settings or the placed pictures
 * have settled, so that Save and Checkout find it ready (a thousand ghosts at 2× are the largest
 * part of an export); frees it when the ghosts are turned off or the editor closes.
 */
export function usePreparedGhostLayer(): void {
  const store = useAppStore();
  const inputs = useAppSelector(selectGhostLayerInputs);
  useEffect(() => {
    if (inputs === null) {
      printGhostLayers.release();
      return;
    }
    const timer = setTimeout(() => {
      const design = designToExport(store.getState());
      if (!design) return;
      prepareGhostLayer(design).catch((error: unknown) => {
        // The export draws it again and reports what fails there.
        console.warn('The print ghost layer could not be drawn ahead.', error);
      });
    }, settleMs);
    return () => clearTimeout(timer);
  }, [inputs, store]);
  useEffect(() => () => printGhostLayers.release(), []);
}
