import type { RootState } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignToExport } from '../canvas/exportDesign.ts';
import { printedItems } from '../model/items.ts';
import { selectItemsBackToFront, selectPhoneModel } from './selectors.ts';

/** What the print file of the current design shows; null without a phone model. */
export function designToExport(state: RootState): DesignToExport | null {
  const model = selectPhoneModel(state);
  if (!model) return null;
  const { settings, library } = state;
  return {
    template: templateGeometry(model),
    backgroundColor: settings.backgroundColor,
    showBackgroundImage: settings.showBackgroundImage && settings.hasBackgroundImage,
    ghosts: {
      enabled: settings.ghostsEnabled,
      seed: settings.ghostSeed,
      freq: settings.ghostFreq,
      size: settings.ghostSize,
      opacity: settings.ghostOpacity,
    },
    items: printedItems(selectItemsBackToFront(state)),
    imageSizes: new Map(library.images.map((image) => [image.imageID, image])),
  };
}
