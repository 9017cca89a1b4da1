import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { measureLineIn } from '../assets/textMeasure.ts';
import { reviewDesign } from '../model/printReview.ts';
import { itemPrintQuality } from '../model/cropPrintResolution.ts';
import type { PrintQuality } from '../model/printResolution.ts';
import type { Size } from '../model/types.ts';
import { defaultBackgroundColor } from '../model/designDocument.ts';
import { selectBackdrop, selectItems, selectItemsBackToFront, selectPhoneModel, selectShownBackgroundImageID } from './selectors.ts';

/** Stored picture sizes (image px) by imageID. */
export const selectPictureSizes = createSelector(
  [(state: RootState) => state.library.images],
  (images): ReadonlyMap<string, Size> => new Map(images.map((image) => [image.imageID, image])),
);

/** The template of the chosen model, or null without one. */
export const selectTemplate = createSelector([selectPhoneModel], (model) => (model ? templateGeometry(model) : null));

/** Print quality of each item whose quality is known (every text, pictures of known size), by itemID. */
export const selectPrintQualities = createSelector(
  [selectItems, selectPictureSizes],
  (items, pictures): ReadonlyMap<string, PrintQuality> =>
    new Map(
      items.flatMap((item) => {
        const quality = itemPrintQuality(item, pictures);
        return quality ? [[item.itemID, quality] as const] : [];
      }),
    ),
);

/** The ids of the stickers that print at low resolution. */
export const selectLowResolutionItemIDs = createSelector(
  [selectPrintQualities],
  (qualities): ReadonlySet<string> =>
    new Set([...qualities].filter(([, quality]) => quality === 'low').map(([itemID]) => itemID)),
);

/** What may disappoint in the current design, for the review before paying (model/printReview). */
export const selectPrintReview = createSelector(
  [
    selectItemsBackToFront,
    selectPictureSizes,
    selectTemplate,
    (state: RootState) => selectBackdrop(state).backgroundColor,
    (state: RootState) => selectShownBackgroundImageID(state) !== null,
  ],
  (items, pictureSizes, template, backgroundColor, showsBackgroundImage) =>
    template
      ? reviewDesign({ items, pictureSizes, template, backgroundColor, defaultBackgroundColor, showsBackgroundImage, measure: measureLineIn })
      : [],
);
