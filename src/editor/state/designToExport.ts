import type { RootState } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignToExport } from '../canvas/exportDesign.ts';
import { printedItems } from '../model/items.ts';
import { selectBackdrop, selectItemsBackToFront, selectPhoneModel, selectShownBackgroundImageID } from './selectors.ts';

/** What the print file of the current design shows; null without a phone model. */
export function designToExport(state: RootState): DesignToExport | null {
  const model = selectPhoneModel(state);
  if (!model) return null;
  const backdrop = selectBackdrop(state);
  return {
    template: templateGeometry(model),
    backgroundColor: backdrop.backgroundColor,
    backgroundImageID: selectShownBackgroundImageID(state),
    ghosts: {
      enabled: backdrop.ghostsEnabled,
      seed: backdrop.ghostSeed,
      freq: backdrop.ghostFreq,
      size: backdrop.ghostSize,
      opacity: backdrop.ghostOpacity,
    },
    items: printedItems(selectItemsBackToFront(state)),
    imageSizes: new Map(state.library.images.map((image) => [image.imageID, image])),
  };
}
