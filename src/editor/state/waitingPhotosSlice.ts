import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A HEIC photo picked while offline (issue 35): the server converts HEIC, so it waits in the tray
 * ("waiting for a connection") and is imported by itself once the network is back. Its bytes are
 * kept by waitingPhotoFiles.ts, never in the store.
 */
export interface WaitingPhoto {
  waitID: string;
  /** The file name, shown on its tray tile. */
  name: string;
}

const waitingPhotosSlice = createSlice({
  name: 'waitingPhotos',
  initialState: [] as WaitingPhoto[],
  reducers: {
    photoWaiting(state, action: PayloadAction<WaitingPhoto>) {
      if (!state.some((photo) => photo.waitID === action.payload.waitID)) state.push(action.payload);
    },
    photosStoppedWaiting(state, action: PayloadAction<string[]>) {
      const gone = new Set(action.payload);
      return state.filter((photo) => !gone.has(photo.waitID));
    },
  },
});

export const { photoWaiting, photosStoppedWaiting } = waitingPhotosSlice.actions;
export const waitingPhotosReducer = waitingPhotosSlice.reducer;
