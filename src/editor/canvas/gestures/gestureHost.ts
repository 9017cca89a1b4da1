import type { AppStore } from '../../../app/store.ts';
import type { SnapGuide } from '../../model/snapBox.ts';
import type { CanvasItem, PictureItem, Point, Rect, Viewport } from '../../model/types.ts';

/**
 * What the gesture states may do to the canvas. The editor's host drives the Konva stage
 * (useCanvasGestures); tests drive an in-memory one. Points are stage px unless said.
 */
export interface GestureHost {
  readonly store: AppStore;
  /** The view the stage shows now (it runs ahead of the store during a gesture). */
  viewport(): Viewport;
  /** Shows `viewport`, clamped to the pan limits, without touching the store. */
  showViewport(viewport: Viewport): void;
  /** Draws the nodes of stickers (one, or a selection dragged or pinched) as the items say, in one redraw, without touching the store. */
  placeStickers(items: readonly CanvasItem[]): void;
  /** Shows the snap guides lined up now (template units); none clears them. */
  showGuides(guides: readonly SnapGuide[]): void;
  /** Shows the selection marquee (template units), or hides it. */
  showMarquee(rect: Rect | null): void;
  /** Whether the point is on one of the Transformer's anchors (Konva then runs the transform). */
  onAnchor(point: Point): boolean;
  /** Stops the Transformer's transform in progress and puts the sticker back. */
  cancelTransform(): void;
  /** While two fingers are down no anchor may start a transform. */
  setAnchorsListening(listening: boolean): void;
  /** Draws crop mode's frame as `item` (its draft box and crop) says; null: as the store's draft says. */
  showCrop(item: PictureItem | null): void;
  /** Opens the photo picker to fill this empty frame, within the tap's own event (canvas/framePicker). */
  pickPhotoFor(frameID: string): void;
  /** Asks for a tick at `time` (ms, the pointer events' clock). */
  scheduleTick(time: number): void;
}
