import { createSlice, current, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { CollagePlan } from '../model/collageArrangement.ts';
import type { CropDraft } from '../model/cropDraft.ts';
import { duplicateItems, pasteItems } from '../model/duplicate.ts';
import { flipItems } from '../model/flip.ts';
import { translateItem } from '../model/geometry.ts';
import { clampOpacity, itemOpacity, withOpacity } from '../model/opacity.ts';
import { filterKey, withFilter, type FilterChange } from '../model/pictureFilter.ts';
import { removeItem, renumber } from '../model/layerOrder.ts';
import type { ItemShape } from '../model/shapePath.ts';
import type { ArtItem, CanvasItem, ItemBounds, PictureItem, Point, TextItem } from '../model/types.ts';
import { emptyDocument, type DesignDocument } from '../model/designDocument.ts';
import { designCleared } from './designCleared.ts';
import { templateApplied } from './templateApplied.ts';

/**
 * The design document (model/designDocument): its items here, its model, finish, background and
 * ghosts in designSlice.ts; the whole document is under one undo history (designHistory.ts).
 */
export type CanvasState = DesignDocument;

export interface StickerPlacement {
  imageID: string;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation?: number;
}

export interface StickerTransform {
  itemID: string;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation: number;
}

/** New library art, all but its layer and id. */
export type ArtPlacement = Omit<ArtItem, 'itemID' | 'itemIndex' | 'kind'>;

/** A new text, all but its layer and id. */
export type TextPlacement = Omit<TextItem, 'itemID' | 'itemIndex' | 'kind'>;

/** What one visit of the text sheet changes: the words and style, and the bounds they need. */
export interface TextEdit {
  itemID: string;
  /** The visit of the text sheet: every edit of one visit is one undo step. */
  visit: string;
  changes: Partial<Pick<TextItem, 'text' | 'fontFamily' | 'fill' | 'align' | 'stroke' | 'curve'>>;
  bounds: ItemBounds;
}

const initialState: CanvasState = emptyDocument();

/** Each named item's bounds and rotation as `changes` give them. */
function placeItems(state: CanvasState, changes: readonly StickerTransform[]): void {
  for (const change of changes) {
    const item = state.items.find((candidate) => candidate.itemID === change.itemID);
    if (!item) continue;
    item.TL_imageBounds = change.TL_imageBounds;
    item.BR_imageBounds = change.BR_imageBounds;
    item.rotation = change.rotation;
  }
}

const canvasSlice = createSlice({
  name: 'canvas',
  initialState,
  reducers: {
    /** Start-up restore; the history is cleared right after, so it is the first snapshot. */
    designLoaded(state, action: PayloadAction<CanvasItem[]>) {
      state.items = renumber(action.payload);
    },
    stickerAdded: {
      reducer(state, action: PayloadAction<StickerPlacement & { itemID: string }>) {
        const { itemID, imageID, TL_imageBounds, BR_imageBounds, rotation = 0 } = action.payload;
        state.items.push({
          kind: 'picture',
          itemID,
          imageID,
          itemIndex: state.items.length,
          TL_imageBounds,
          BR_imageBounds,
          rotation,
        });
      },
      prepare(placement: StickerPlacement) {
        return { payload: { ...placement, itemID: nanoid() } };
      },
    },
    textAdded: {
      reducer(state, action: PayloadAction<TextPlacement & { itemID: string }>) {
        state.items.push({ ...action.payload, kind: 'text', itemIndex: state.items.length });
      },
      prepare(placement: TextPlacement) {
        return { payload: { ...placement, itemID: nanoid() } };
      },
    },
    /** An emoji or shape from the library, on top (issue 34). */
    artAdded: {
      reducer(state, action: PayloadAction<ArtPlacement & { itemID: string }>) {
        state.items.push({ ...action.payload, kind: 'art', itemIndex: state.items.length });
      },
      prepare(placement: ArtPlacement) {
        return { payload: { ...placement, itemID: nanoid() } };
      },
    },
    /** A shape's new colour, one step. */
    artRecoloured(state, action: PayloadAction<{ itemID: string; fill: string }>) {
      const item = state.items.find((candidate) => candidate.itemID === action.payload.itemID);
      if (item?.kind === 'art' && item.source === 'shape') item.fill = action.payload.fill;
    },
    /** Typing or a choice in the text sheet; the edits of one visit are grouped into one undo step. */
    textEdited(state, action: PayloadAction<TextEdit>) {
      const { itemID, changes, bounds } = action.payload;
      const item = state.items.find((candidate) => candidate.itemID === itemID);
      if (item?.kind !== 'text') return;
      Object.assign(item, changes, bounds);
      // A straight text keeps no curve, as texts saved before curves.
      if (item.curve === 0) delete item.curve;
    },
    /** Done on a text left empty: it goes, within the same undo step as the visit's edits. */
    emptyTextRemoved(state, action: PayloadAction<{ itemID: string; visit: string }>) {
      state.items = removeItem(state.items, action.payload.itemID);
    },
    stickerTransformed(state, action: PayloadAction<StickerTransform>) {
      const item = state.items.find((candidate) => candidate.itemID === action.payload.itemID);
      if (!item) return;
      item.TL_imageBounds = action.payload.TL_imageBounds;
      item.BR_imageBounds = action.payload.BR_imageBounds;
      item.rotation = action.payload.rotation;
    },
    /** A keyboard nudge; a burst of nudges shares one `burst` id and so one undo step. */
    stickerNudged(state, action: PayloadAction<{ itemID: string; dx: number; dy: number; burst: number }>) {
      const { itemID, dx, dy } = action.payload;
      const index = state.items.findIndex((candidate) => candidate.itemID === itemID);
      const item = state.items[index];
      if (item) state.items[index] = translateItem(current(item), dx, dy);
    },
    /** A picture cut to a shape (the rectangle is no shape at all, as a picture saved before shapes). */
    pictureShaped(state, action: PayloadAction<{ itemID: string; shape: ItemShape }>) {
      const item = state.items.find((candidate) => candidate.itemID === action.payload.itemID);
      if (item?.kind !== 'picture') return;
      if (action.payload.shape.kind === 'rectangle') delete item.shape;
      else item.shape = action.payload.shape;
    },
    /** Done in crop mode: the picture's box and crop as the visit left them, one step (the editor leaves crop mode). */
    pictureCropped(state, action: PayloadAction<CropDraft & { itemID: string }>) {
      const { itemID, bounds, crop } = action.payload;
      const item = state.items.find((candidate) => candidate.itemID === itemID);
      if (item?.kind === 'picture') Object.assign(item, bounds, { crop });
    },
    /**
     * Pictures changed together as one step (a collage laid out, its spacing changed, two cells
     * swapped): each listed item replaces the one with its id, or joins on top.
     */
    picturesArranged(state, action: PayloadAction<PictureItem[]>) {
      for (const picture of action.payload) {
        const index = state.items.findIndex((candidate) => candidate.itemID === picture.itemID);
        if (index >= 0) state.items[index] = picture;
        else state.items.push(picture);
      }
      state.items = renumber(state.items);
    },
    /** An empty frame filled, or a collage cell's picture replaced (model/frames fillCell): the item with its id, in its layer. */
    cellFilled(state, action: PayloadAction<PictureItem>) {
      const index = state.items.findIndex((candidate) => candidate.itemID === action.payload.itemID);
      if (index >= 0) state.items[index] = action.payload;
    },
    /**
     * A layout chosen, or its Spacing or Corners changed, in the Collage sheet: the items as
     * model/collageArrangement leaves them. The arrangements of one visit are one undo step.
     */
    collageArranged(
      state,
      action: PayloadAction<{ items: CanvasItem[]; visit: string } & CollagePlan>,
    ) {
      const { items, layoutID, spacing, corners, cellItemIDs } = action.payload;
      state.items = renumber(items);
      state.collage = { layoutID, spacing, corners, cellItemIDs };
    },
    /**
     * A look chosen, a slider moved, Reset all or Apply to all in the Adjust sheet: the named
     * pictures' looks and sliders changed (model/pictureFilter). One visit's changes are one undo step.
     */
    picturesFiltered(state, action: PayloadAction<{ itemIDs: string[]; change: FilterChange; visit: string }>) {
      const { itemIDs, change } = action.payload;
      const wanted = new Set(itemIDs);
      state.items.forEach((item, index) => {
        if (item.kind !== 'picture' || !wanted.has(item.itemID)) return;
        const next = withFilter(current(item), change);
        if (filterKey(next) !== filterKey(item)) state.items[index] = next;
      });
    },
    /** A layer-order change; the new order is computed by the model (editor/model/layerOrder). */
    stickersReordered(state, action: PayloadAction<CanvasItem[]>) {
      state.items = renumber(action.payload);
    },
    stickerRemoved(state, action: PayloadAction<string>) {
      state.items = removeItem(state.items, action.payload);
    },
    /** Close on a multi-selection: every named item goes, in one step. */
    itemsRemoved(state, action: PayloadAction<string[]>) {
      const removed = new Set(action.payload);
      state.items = renumber(current(state).items.filter((item) => !removed.has(item.itemID)));
    },
    /** Duplicate (or Ctrl/Cmd+D): copies on top (model/duplicate); `newIDs` are the copies' ids, back to front. */
    itemsDuplicated: {
      reducer(state, action: PayloadAction<{ itemIDs: string[]; newIDs: string[] }>) {
        state.items = duplicateItems(current(state).items, action.payload.itemIDs, action.payload.newIDs).items;
      },
      prepare(itemIDs: string[]) {
        return { payload: { itemIDs, newIDs: itemIDs.map(() => nanoid()) } };
      },
    },
    /** Ctrl/Cmd+V: copies of the copied items (as they were when copied) on top. */
    itemsPasted: {
      reducer(state, action: PayloadAction<{ items: CanvasItem[]; newIDs: string[] }>) {
        state.items = pasteItems(current(state).items, action.payload.items, action.payload.newIDs).items;
      },
      prepare(items: CanvasItem[]) {
        return { payload: { items, newIDs: items.map(() => nanoid()) } };
      },
    },
    /** Flip: the named items mirrored about their group's vertical centre line (model/flip). */
    itemsFlipped(state, action: PayloadAction<string[]>) {
      const wanted = new Set(action.payload);
      const flipped = new Map(flipItems(current(state).items.filter((item) => wanted.has(item.itemID))).map((item) => [item.itemID, item]));
      state.items = current(state).items.map((item) => flipped.get(item.itemID) ?? item);
    },
    /** A gesture on a multi-selection: every item's new place, in one step. */
    itemsTransformed(state, action: PayloadAction<StickerTransform[]>) {
      placeItems(state, action.payload);
    },
    /**
     * The selection's number fields, Align or Distribute (issue 48): every item's new place, one
     * step; the arrow steps of one field's `burst` are grouped into one.
     */
    itemsPlaced(state, action: PayloadAction<{ changes: StickerTransform[]; burst?: string }>) {
      placeItems(state, action.payload.changes);
    },
    /** The Opacity slider: the named items at `opacity` (0–1); the steps of one drag or `burst` are one undo step. */
    itemsOpacityChanged(state, action: PayloadAction<{ itemIDs: string[]; opacity: number; burst?: string }>) {
      const { itemIDs, opacity } = action.payload;
      const wanted = new Set(itemIDs);
      state.items.forEach((item, index) => {
        if (wanted.has(item.itemID) && itemOpacity(item) !== clampOpacity(opacity)) state.items[index] = withOpacity(current(item), opacity);
      });
    },
    /** The Layers list's lock: a locked item cannot be selected on the canvas (it still prints). */
    itemLockToggled(state, action: PayloadAction<string>) {
      const item = state.items.find((candidate) => candidate.itemID === action.payload);
      if (!item) return;
      if (item.locked) delete item.locked;
      else item.locked = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(designCleared, (state) => {
        state.items = [];
      })
      // The template's items, background and ghosts, all in one undo step; it is no collage to lay out again.
      .addCase(templateApplied, (state, action) => {
        state.items = renumber(action.payload.items);
        Object.assign(state.backdrop, action.payload.backdrop);
        state.collage = null;
      });
  },
});

export const {
  designLoaded,
  stickerAdded,
  textAdded,
  artAdded,
  artRecoloured,
  textEdited,
  emptyTextRemoved,
  stickerTransformed,
  stickerNudged,
  stickersReordered,
  stickerRemoved,
  itemsRemoved,
  itemsDuplicated,
  itemsPasted,
  itemsFlipped,
  itemsTransformed,
  itemsPlaced,
  itemsOpacityChanged,
  itemLockToggled,
  pictureShaped,
  pictureCropped,
  picturesArranged,
  cellFilled,
  collageArranged,
  picturesFiltered,
} = canvasSlice.actions;

/** The items' reducer, over the whole document (designHistory.ts runs it under the undo history). */
export const canvasItemsReducer = canvasSlice.reducer;
