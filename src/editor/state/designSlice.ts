import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaseFinish } from '../../shared/catalog/finishes.ts';
import {
  clampGhostSetting,
  defaultBackgroundColor,
  emptyDocument,
  type DesignDocument,
  type GhostSetting,
} from '../model/designDocument.ts';
import type { Refit } from '../model/refit.ts';
import { designCleared } from './designCleared.ts';

/** A change made in a burst (a slider or colour-picker drag): the burst's changes are one undo step (stateBursts.ts). */
type BurstMeta = { burst?: number };

const withBurst = <P,>(payload: P, burst?: number) => ({ payload, meta: { burst } });

/**
 * The design document's own settings: the phone model and finish, the background and the ghosts.
 * Its reducers run on the whole document, after the canvas slice's (canvasSlice.ts), under the
 * same undo history: each action here is one undo step, a burst one in all.
 */
const designSlice = createSlice({
  name: 'design',
  initialState: emptyDocument(),
  reducers: {
    /** A new design's first model and finish: not a re-fit (nothing is laid out for another model yet), not an undo step. */
    phoneModelChosen(state, action: PayloadAction<{ phoneModel: string; caseFinish: CaseFinish }>) {
      state.phoneModel = action.payload.phoneModel;
      state.caseFinish = action.payload.caseFinish;
    },
    caseFinishChosen(state, action: PayloadAction<CaseFinish>) {
      state.caseFinish = action.payload;
    },
    /** Another phone for this design: the items re-fitted to it (model/refit), one undo step. */
    designRefitted(state, action: PayloadAction<Refit & { phoneModel: string; caseFinish: CaseFinish }>) {
      Object.assign(state, action.payload);
    },
    backgroundColorChanged: {
      reducer(state, action: PayloadAction<string, string, BurstMeta>) {
        state.backdrop.backgroundColor = action.payload;
        state.backdrop.showBackgroundImage = false;
      },
      prepare: (color: string, burst?: number) => withBurst(color, burst),
    },
    /** Add / Change Background Image: the stored picture's id; showing it turns on (SPEC §4). */
    backgroundImageSet(state, action: PayloadAction<string>) {
      state.backdrop.backgroundImageID = action.payload;
      state.backdrop.showBackgroundImage = true;
    },
    backgroundImageShown(state, action: PayloadAction<boolean>) {
      state.backdrop.showBackgroundImage = action.payload;
    },
    ghostsEnabledChanged(state, action: PayloadAction<boolean>) {
      state.backdrop.ghostsEnabled = action.payload;
    },
    ghostSettingChanged: {
      reducer(state, action: PayloadAction<{ setting: GhostSetting; value: number }, string, BurstMeta>) {
        const { setting, value } = action.payload;
        state.backdrop[setting] = clampGhostSetting(setting, value);
      },
      prepare: (change: { setting: GhostSetting; value: number }, burst?: number) => withBurst(change, burst),
    },
  },
  extraReducers: (builder) => {
    // Clear canvas: the background image and settings go back to SPEC §4's reset; the ghosts stay.
    builder.addCase(designCleared, (state) => {
      state.backdrop.backgroundImageID = null;
      state.backdrop.showBackgroundImage = true;
      state.backdrop.backgroundColor = defaultBackgroundColor;
      state.collage = null;
    });
  },
});

export const {
  phoneModelChosen,
  caseFinishChosen,
  designRefitted,
  backgroundColorChanged,
  backgroundImageSet,
  backgroundImageShown,
  ghostsEnabledChanged,
  ghostSettingChanged,
} = designSlice.actions;

export type { DesignDocument };
export const designReducer = designSlice.reducer;
