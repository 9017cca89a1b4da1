import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Viewport } from '../model/types.ts';
import { designCleared, emptyTextRemoved, stickerRemoved, textAdded } from './canvasSlice.ts';
import { backgroundImageStored } from './settingsSlice.ts';

export const tools = ['pan', 'selector', 'ghosts', 'background'] as const;
export type Tool = (typeof tools)[number];

export type Modal =
  | { kind: 'tutorial' }
  | { kind: 'confirmClear' }
  | { kind: 'preview' }
  /** The review before paying (model/printReview), then the store flow named by `next`. */
  | { kind: 'printReview'; next: ReviewedFlow }
  | { kind: 'message'; title: string; text: string };

/** The store flows that review the design first. */
export type ReviewedFlow = 'checkout' | 'preview';

export interface Notice {
  id: string;
  text: string;
}

/** Editor UI state: never persisted, never in the undo history. */
export interface EditorState {
  tool: Tool;
  selectedItemID: string | null;
  /** Committed at the end of each gesture; Konva moves the stage itself in between. */
  viewport: Viewport | null;
  modal: Modal | null;
  /** Transparent backdrop instead of the dark one (SPEC §2 'modal overlay layer'). */
  modalTransparent: boolean;
  notices: Notice[];
  /** A tray sticker is being dragged onto the case: the tray hides meanwhile. */
  isDraggingFromTray: boolean;
  /** Files waiting to be imported or being imported. */
  importsPending: number;
  busy: 'export' | 'checkout' | null;
  /** Bumped when the background image's bytes change, so its display proxy is reloaded. */
  backgroundRevision: number;
  /** The text whose sheet is open, and which visit of it this is (its edits are one undo step). */
  textEditing: { itemID: string; visit: string } | null;
  /** Visits of the text sheet so far; numbers the next one. */
  textVisits: number;
}

function startTextEditing(state: EditorState, itemID: string): void {
  state.textVisits += 1;
  state.textEditing = { itemID, visit: `visit-${state.textVisits}` };
}

const initialState: EditorState = {
  tool: 'pan',
  selectedItemID: null,
  viewport: null,
  modal: null,
  modalTransparent: false,
  notices: [],
  isDraggingFromTray: false,
  importsPending: 0,
  busy: null,
  backgroundRevision: 0,
  textEditing: null,
  textVisits: 0,
};

const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    toolChosen(state, action: PayloadAction<Tool>) {
      state.tool = action.payload;
      if (action.payload !== 'selector') state.selectedItemID = null;
    },
    itemSelected(state, action: PayloadAction<string | null>) {
      state.selectedItemID = action.payload;
    },
    viewportCommitted(state, action: PayloadAction<Viewport>) {
      state.viewport = action.payload;
    },
    modalOpened(state, action: PayloadAction<{ modal: Modal; transparent?: boolean }>) {
      state.modal = action.payload.modal;
      state.modalTransparent = action.payload.transparent ?? false;
    },
    modalClosed(state) {
      state.modal = null;
      state.modalTransparent = false;
    },
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        // The same words twice at once (every failing write says the storage is full) read as one.
        if (state.notices.some((notice) => notice.text === action.payload.text)) return;
        state.notices.push(action.payload);
      },
      prepare(text: string) {
        return { payload: { id: nanoid(), text } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
    trayDragChanged(state, action: PayloadAction<boolean>) {
      state.isDraggingFromTray = action.payload;
    },
    importsQueued(state, action: PayloadAction<number>) {
      state.importsPending += action.payload;
    },
    importSettled(state) {
      state.importsPending = Math.max(0, state.importsPending - 1);
    },
    busyChanged(state, action: PayloadAction<EditorState['busy']>) {
      state.busy = action.payload;
    },
    /** Edit Text, or a double tap on a text: its sheet opens for a new visit. */
    textEditingStarted(state, action: PayloadAction<string>) {
      startTextEditing(state, action.payload);
    },
    /** Done (or a tap outside the sheet) on a text that keeps words. */
    textEditingEnded(state) {
      state.textEditing = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(backgroundImageStored, (state) => {
        state.backgroundRevision += 1;
      })
      .addCase(stickerRemoved, (state, action) => {
        if (state.selectedItemID === action.payload) state.selectedItemID = null;
        if (state.textEditing?.itemID === action.payload) state.textEditing = null;
      })
      // Add Text: the new text is selected with the Selector and its sheet opens.
      .addCase(textAdded, (state, action) => {
        state.tool = 'selector';
        state.selectedItemID = action.payload.itemID;
        startTextEditing(state, action.payload.itemID);
      })
      .addCase(emptyTextRemoved, (state, action) => {
        if (state.selectedItemID === action.payload.itemID) state.selectedItemID = null;
        state.textEditing = null;
      })
      .addCase(designCleared, (state) => {
        state.selectedItemID = null;
        state.textEditing = null;
      });
  },
});

export const {
  toolChosen,
  itemSelected,
  viewportCommitted,
  modalOpened,
  modalClosed,
  noticeShown,
  noticeDismissed,
  trayDragChanged,
  importsQueued,
  importSettled,
  busyChanged,
  textEditingStarted,
  textEditingEnded,
} = editorSlice.actions;

export const editorReducer = editorSlice.reducer;
