import type { AppStore } from '../../../src/app/store.ts';
import type { GestureHost } from '../../../src/editor/canvas/gestures/gestureHost.ts';
import type { SnapGuide } from '../../../src/editor/model/snapBox.ts';
import type { CanvasItem, PictureItem, Point, Rect, Viewport } from '../../../src/editor/model/types.ts';

/**
 * An in-memory stage for the gesture states: the view it shows, the stickers as drawn (`drawn`
 * the last single one), the guides
 * and marquee shown, the ticks asked for, and what was done to the Transformer (its anchor, if
 * any, is at `anchorAt`).
 */
export function memoryHost(store: AppStore, view: Viewport, drawn: CanvasItem, anchorAt?: Point) {
  const stage = {
    view,
    drawn,
    drawnGroup: [] as CanvasItem[],
    guides: [] as SnapGuide[],
    marquee: null as Rect | null,
    ticks: [] as number[],
    transformer: [] as string[],
    /** Crop mode's frame as last drawn; null: as the store's draft. */
    crop: null as PictureItem | null,
    /** The empty frames whose photo picker a tap opened. */
    pickedFor: [] as string[],
  };
  const host: GestureHost = {
    store,
    viewport: () => stage.view,
    showViewport: (viewport) => {
      stage.view = viewport;
    },
    placeStickers: (items) => {
      stage.drawnGroup = [...items];
      if (items.length === 1 && items[0]) stage.drawn = items[0];
    },
    showGuides: (guides) => {
      stage.guides = [...guides];
    },
    showMarquee: (rect) => {
      stage.marquee = rect;
    },
    onAnchor: (point) => anchorAt !== undefined && point.x === anchorAt.x && point.y === anchorAt.y,
    cancelTransform: () => stage.transformer.push('cancelled'),
    setAnchorsListening: (listening) => stage.transformer.push(listening ? 'anchors on' : 'anchors off'),
    showCrop: (item) => {
      stage.crop = item;
    },
    pickPhotoFor: (frameID) => stage.pickedFor.push(frameID),
    scheduleTick: (time) => stage.ticks.push(time),
  };
  return { stage, host };
}
