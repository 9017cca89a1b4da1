import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A stored picture the shopper added; its bytes live in the image store under imageID. */
export interface LibraryImage {
  imageID: string;
  /** The file name, for the tray's accessible "Add <name>" buttons and notices. */
  name: string;
  /** Pixel size of the stored (downscaled) image. */
  width: number;
  height: number;
}

/**
 * The stored pictures: every one the tray or the case uses, and the tray's own list in the
 * order they were added (localStorage `images`). Clearing the tray keeps the pictures that
 * stickers on the case still show.
 */
export interface LibraryState {
  images: LibraryImage[];
  trayImageIDs: string[];
  /** Whether the stored images have been read back at start-up. */
  restored: boolean;
}

const initialState: LibraryState = { images: [], trayImageIDs: [], restored: false };

const librarySlice = createSlice({
  name: 'library',
  initialState,
  reducers: {
    libraryRestored(state, action: PayloadAction<{ images: LibraryImage[]; trayImageIDs: string[] }>) {
      state.images = action.payload.images;
      state.trayImageIDs = action.payload.trayImageIDs;
      state.restored = true;
    },
    imageAdded(state, action: PayloadAction<LibraryImage>) {
      const { imageID } = action.payload;
      if (!state.images.some((image) => image.imageID === imageID)) state.images.push(action.payload);
      if (!state.trayImageIDs.includes(imageID)) state.trayImageIDs.push(imageID);
    },
    /** A picture the design shows but the tray does not hold (a background picture). */
    imageKnown(state, action: PayloadAction<LibraryImage>) {
      if (!state.images.some((image) => image.imageID === action.payload.imageID)) state.images.push(action.payload);
    },
    /** A picture shown in the tray that could not be stored after all: it leaves the tray. */
    imageLost(state, action: PayloadAction<string>) {
      state.images = state.images.filter((image) => image.imageID !== action.payload);
      state.trayImageIDs = state.trayImageIDs.filter((imageID) => imageID !== action.payload);
    },
    /** The tray is emptied; only the pictures in `keepImageIDs` (shown on the case) stay known. */
    trayCleared(state, action: PayloadAction<string[]>) {
      const keep = new Set(action.payload);
      state.trayImageIDs = [];
      state.images = state.images.filter((image) => keep.has(image.imageID));
    },
  },
});

export const { libraryRestored, imageAdded, imageKnown, imageLost, trayCleared } = librarySlice.actions;
export const libraryReducer = librarySlice.reducer;
