import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { ActionTypes as HistoryActionTypes } from 'redux-undo';
import type { CropDraft } from '../model/cropDraft.ts';
import { duplicateOffset } from '../model/duplicate.ts';
import { translateItem } from '../model/geometry.ts';
import type { CanvasItem, Size, Viewport } from '../model/types.ts';
import {
  emptyTextRemoved,
  itemLockToggled,
  itemsDuplicated,
  itemsPasted,
  itemsRemoved,
  stickerRemoved,
  textAdded,
  artAdded,
} from './canvasSlice.ts';
import { designCleared } from './designCleared.ts';
import { templateApplied } from './templateApplied.ts';

export const tools = ['pan', 'selector', 'ghosts', 'background'] as const;
export type Tool = (typeof tools)[number];

export type Modal =
  | { kind: 'tutorial' }
  | { kind: 'confirmClear' }
  | { kind: 'preview' }
  /** The review before paying (model/printReview), then the store flow named by `next`. */
  | { kind: 'printReview'; next: ReviewedFlow }
  | { kind: 'message'; title: string; text: string }
  /** The "Keyboard shortcuts" list (issue 48). */
  | { kind: 'shortcuts' };

/** The store flows that review the design first. */
export type ReviewedFlow = 'checkout' | 'preview';

/** Crop mode on one picture (issue 20): its draft, written at the end of each crop gesture. */
export interface CropSession {
  itemID: string;
  /** The stored picture's size, image px (the crop's space). */
  picture: Size;
  draft: CropDraft;
}

export interface Notice {
  id: string;
  text: string;
}

/** Editor UI state: never persisted, never in the undo history. */
export interface EditorState {
  tool: Tool;
  /** The selection (issue 21: one item or several), in the order they were selected. */
  selectedItemIDs: string[];
  /** The selected item when exactly one is (the single-item tools: Edit Text, print quality, pinch); else null. */
  selectedItemID: string | null;
  /** What Ctrl/Cmd+C copied: the items as they were then, for Ctrl/Cmd+V. */
  clipboard: CanvasItem[];
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
  /** The text whose sheet is open, and which visit of it this is (its edits are one undo step). */
  textEditing: { itemID: string; visit: string } | null;
  /** Visits of the text sheet so far; numbers the next one. */
  textVisits: number;
  /** Crop mode, while it is on: every canvas gesture then crops this picture. */
  cropping: CropSession | null;
  /** "Not now" on the "Make a collage" offer: it stays away for this visit. */
  collageOfferDismissed: boolean;
}

function select(state: EditorState, itemIDs: readonly string[]): void {
  state.selectedItemIDs = [...new Set(itemIDs)];
  state.selectedItemID = state.selectedItemIDs.length === 1 ? (state.selectedItemIDs[0] ?? null) : null;
  // Crop mode works on the one selected picture: another selection leaves it, as Cancel.
  if (state.cropping && state.selectedItemID !== state.cropping.itemID) state.cropping = null;
}

function deselect(state: EditorState, itemIDs: readonly string[]): void {
  const gone = new Set(itemIDs);
  if (state.selectedItemIDs.some((itemID) => gone.has(itemID))) select(state, state.selectedItemIDs.filter((itemID) => !gone.has(itemID)));
  if (state.textEditing && gone.has(state.textEditing.itemID)) state.textEditing = null;
}

function startTextEditing(state: EditorState, itemID: string): void {
  state.textVisits += 1;
  state.textEditing = { itemID, visit: `visit-${state.textVisits}` };
}

const initialState: EditorState = {
  tool: 'pan',
  selectedItemIDs: [],
  selectedItemID: null,
  clipboard: [],
  viewport: null,
  modal: null,
  modalTransparent: false,
  notices: [],
  isDraggingFromTray: false,
  importsPending: 0,
  busy: null,
  textEditing: null,
  textVisits: 0,
  cropping: null,
  collageOfferDismissed: false,
};

const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    toolChosen(state, action: PayloadAction<Tool>) {
      state.tool = action.payload;
      state.cropping = null;
      if (action.payload !== 'selector') select(state, []);
    },
    /** A tap: the item alone is the selection (null: none). */
    itemSelected(state, action: PayloadAction<string | null>) {
      select(state, action.payload === null ? [] : [action.payload]);
    },
    /** A tap on a row of the Layers list: the item alone is the selection, with the Selector. */
    layerSelected(state, action: PayloadAction<string>) {
      state.tool = 'selector';
      select(state, [action.payload]);
    },
    /** A marquee: these items are the selection. */
    itemsSelected(state, action: PayloadAction<string[]>) {
      select(state, action.payload);
    },
    /** Shift/Ctrl/Cmd-click or a long press: the item joins the selection, or leaves it. */
    itemSelectionToggled(state, action: PayloadAction<string>) {
      const itemID = action.payload;
      const selected = state.selectedItemIDs;
      select(state, selected.includes(itemID) ? selected.filter((other) => other !== itemID) : [...selected, itemID]);
    },
    /** Ctrl/Cmd+C: the selected items, as they are now. */
    itemsCopied(state, action: PayloadAction<CanvasItem[]>) {
      state.clipboard = action.payload;
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
    /** A new notice, or new words for the notice of `id` (an import's skipped files: one notice). */
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        const same = state.notices.find((notice) => notice.id === action.payload.id);
        if (same) {
          same.text = action.payload.text;
          return;
        }
        // The same words twice at once (every failing write says the storage is full) read as one.
        if (state.notices.some((notice) => notice.text === action.payload.text)) return;
        state.notices.push(action.payload);
      },
      prepare(text: string, id: string = nanoid()) {
        return { payload: { id, text } };
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
    /** Crop on the selection bar: crop mode on the selected picture. */
    cropStarted(state, action: PayloadAction<CropSession>) {
      state.cropping = action.payload;
    },
    /** A crop gesture let go: the draft as it left it (no undo step; Done makes the one). */
    cropDrafted(state, action: PayloadAction<CropDraft>) {
      if (state.cropping) state.cropping.draft = action.payload;
    },
    /** Cancel or Escape (or Done on an untouched crop): the picture stays as it was. */
    cropCancelled(state) {
      state.cropping = null;
    },
    collageOfferDismissed(state) {
      state.collageOfferDismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(stickerRemoved, (state, action) => deselect(state, [action.payload]))
      .addCase(itemsRemoved, (state, action) => deselect(state, action.payload))
      // A locked item cannot stay selected; an unlocked one was not.
      .addCase(itemLockToggled, (state, action) => deselect(state, [action.payload]))
      // The copies are the selection, with the Selector, so they can be dragged away at once.
      .addCase(itemsDuplicated, (state, action) => {
        state.tool = 'selector';
        select(state, action.payload.newIDs);
      })
      // A second paste lands another 20 units on, as the copies did.
      .addCase(itemsPasted, (state, action) => {
        state.tool = 'selector';
        select(state, action.payload.newIDs);
        state.clipboard = action.payload.items.map((item) => translateItem(item, duplicateOffset, duplicateOffset));
      })
      // Add Text: the new text is selected with the Selector and its sheet opens.
      .addCase(textAdded, (state, action) => {
        state.tool = 'selector';
        select(state, [action.payload.itemID]);
        startTextEditing(state, action.payload.itemID);
      })
      // Library art: the new item is selected with the Selector, ready to be moved or resized.
      .addCase(artAdded, (state, action) => {
        state.tool = 'selector';
        select(state, [action.payload.itemID]);
      })
      .addCase(emptyTextRemoved, (state, action) => {
        deselect(state, [action.payload.itemID]);
        state.textEditing = null;
      })
      .addCase(designCleared, (state) => {
        select(state, []);
        state.textEditing = null;
      })
      // A design template: its first words are selected with the Selector, so Edit Text (whose
      // sheet selects every word) or a double tap types over them.
      .addCase(templateApplied, (state, action) => {
        const words = action.payload.items.find((item) => item.kind === 'text');
        state.tool = 'selector';
        state.textEditing = null;
        select(state, words ? [words.itemID] : []);
      })
      // Done, or any other change of the design (an undo, a layout, a deletion…) ends crop mode:
      // its draft was made on the picture as it was.
      .addMatcher(
        (action: UnknownAction) =>
          action.type.startsWith('canvas/') || action.type === HistoryActionTypes.UNDO || action.type === HistoryActionTypes.REDO,
        (state) => {
          state.cropping = null;
        },
      );
  },
});

export const {
  toolChosen,
  itemSelected,
  itemsSelected,
  layerSelected,
  itemSelectionToggled,
  itemsCopied,
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
  cropStarted,
  cropDrafted,
  cropCancelled,
  collageOfferDismissed,
} = editorSlice.actions;

export const editorReducer = editorSlice.reducer;
