import { nanoid } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { findDesignTemplate } from '../../shared/designTemplates/designTemplates.ts';
import { loadTemplateFonts } from '../assets/templateAssets.ts';
import { measureLineIn } from '../assets/textMeasure.ts';
import { templateBackdrop } from '../model/backdrop.ts';
import { layoutDesignTemplate, type MeasureFont } from '../model/designTemplateLayout.ts';
import { fillFrames } from '../model/frames.ts';
import { pictureImageIDs } from '../model/items.ts';
import { returnToTray } from './libraryThunks.ts';
import { selectPictureSizes } from './printQualitySelectors.ts';
import { selectItems, selectPhoneModel } from './selectors.ts';
import { templateApplied } from './templateApplied.ts';
import { showFontError } from './textCommands.ts';

/** How the editor loads and measures a template's fonts: the browser's (the tests measure the font files). */
export interface TemplateFonts {
  load: (template: DesignTemplate) => Promise<void>;
  measure: MeasureFont;
}

const browserFonts: TemplateFonts = { load: loadTemplateFonts, measure: measureLineIn };

/**
 * A design template chosen (issue 49): laid out on the chosen model's back by the editor's own
 * layout code (model/designTemplateLayout), its photo places filled with the tray's pictures in
 * order (model/frames fillFrames; those beyond them stay frames to tap), replacing the design in
 * one undo step (templateApplied). Nothing is lost: the pictures the case showed join the tray
 * first, and Undo brings the design back. Its fonts are loaded first, to measure its words.
 * Resolves to whether it was applied (not without a model, for an unknown template, or when a
 * font could not be loaded, which a message then names).
 */
export const applyDesignTemplate =
  (templateID: string, fonts: TemplateFonts = browserFonts): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const template = findDesignTemplate(templateID);
    if (!template || !selectPhoneModel(getState())) return false;
    try {
      await fonts.load(template);
    } catch (error) {
      if (dispatch(showFontError(error))) return false;
      throw error;
    }
    const model = selectPhoneModel(getState());
    if (!model) return false;
    dispatch(returnToTray(pictureImageIDs(selectItems(getState()))));
    const sizes = selectPictureSizes(getState());
    const pictures = getState().library.trayImageIDs.flatMap((imageID) => {
      const size = sizes.get(imageID);
      return size ? [{ imageID, size }] : [];
    });
    const applied = nanoid();
    const items = layoutDesignTemplate({ template, geometry: templateGeometry(model), measure: fonts.measure, newItemID: (index) => `${applied}-${index}` });
    dispatch(templateApplied({ items: fillFrames(items, pictures), backdrop: templateBackdrop(template) }));
    return true;
  };
