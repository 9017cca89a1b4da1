import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PreviewState {
  status: 'idle' | 'loading' | 'ready';
  links: string[];
  /** Epoch ms until which Preview is disabled; survives a reload through localStorage. */
  cooldownUntil: number | null;
}

const initialState: PreviewState = { status: 'idle', links: [], cooldownUntil: null };

const previewSlice = createSlice({
  name: 'preview',
  initialState,
  reducers: {
    previewStarted(state) {
      state.status = 'loading';
      state.links = [];
    },
    previewReady(state, action: PayloadAction<{ links: string[]; cooldownUntil: number }>) {
      state.status = 'ready';
      state.links = action.payload.links;
      state.cooldownUntil = action.payload.cooldownUntil;
    },
    previewEnded(state) {
      state.status = 'idle';
    },
    cooldownRestored(state, action: PayloadAction<number | null>) {
      state.cooldownUntil = action.payload;
    },
  },
});

export const { previewStarted, previewReady, previewEnded, cooldownRestored } = previewSlice.actions;
export const previewReducer = previewSlice.reducer;
