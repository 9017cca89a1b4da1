import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { ArtLoadError } from '../assets/artImages.ts';
import { FontLoadError } from '../assets/fontLoader.ts';
import { exportDesign, MissingPictureError } from '../canvas/exportDesign.ts';
import { itemSelected, modalOpened } from './editorSlice.ts';
import { designToExport } from './designToExport.ts';
import { selectPhoneModelKey } from './selectors.ts';

/**
 * Exports the current design as the 2× PNG print file; null without a model, when refused, when
 * a sticker's picture is missing (never a print file without it: then that sticker is selected
 * and the shopper is told), or when a text's font cannot be loaded (never a fallback font: the
 * shopper is told which font), or when an emoji's file cannot be loaded (never a blank).
 */
export const exportCurrentDesign = createAsyncThunk<Blob | null, void, { state: RootState }>(
  'editor/exportCurrentDesign',
  async (_arg, { dispatch, getState }) => {
    const design = designToExport(getState());
    if (!design) return null;
    try {
      return await exportDesign(design);
    } catch (error) {
      if (error instanceof FontLoadError) {
        dispatch(modalOpened({ modal: { kind: 'message', title: 'Font not loaded', text: error.message } }));
        return null;
      }
      if (error instanceof ArtLoadError) {
        dispatch(modalOpened({ modal: { kind: 'message', title: 'Emoji not loaded', text: error.message } }));
        return null;
      }
      if (!(error instanceof MissingPictureError)) throw error;
      dispatch(itemSelected(error.itemID));
      dispatch(modalOpened({ modal: { kind: 'message', title: 'Missing picture', text: error.message } }));
      return null;
    }
  },
);

/** 'Save as PNG': the same export, downloaded. */
export const saveDesignAsPng = createAsyncThunk<boolean, void, { state: RootState }>(
  'editor/saveDesignAsPng',
  async (_arg, { dispatch, getState }) => {
    const blob = await dispatch(exportCurrentDesign()).unwrap();
    if (!blob) return false;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `case-collage-${selectPhoneModelKey(getState()) ?? 'design'}.png`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  },
);
