import { dragCrop, pinchCrop, type CropGestureStart } from '../../model/cropGestures.ts';
import { draftedItem, type CropDraft } from '../../model/cropDraft.ts';
import { cropCornerAt, dragCropCorner, type CropCorner } from '../../model/cropHandles.ts';
import { itemSize } from '../../model/geometry.ts';
import { toItemLocal } from '../../model/itemLocal.ts';
import { anchorHitRadiusPx } from '../../model/transform.ts';
import type { PictureItem, Point } from '../../model/types.ts';
import { screenToTemplate } from '../../model/viewport.ts';
import { selectCroppingItem } from '../../state/cropCommands.ts';
import { cropDrafted } from '../../state/editorSlice.ts';
import type { GestureHost } from './gestureHost.ts';
import type { GestureContext, GestureState } from './gestureStates.ts';

/**
 * Crop mode's gestures (issue 20), in place of every other while it is on: one finger (or the
 * mouse) on a corner handle resizes the crop box, anywhere else it drags the picture under the
 * box; two fingers zoom the picture. The draft is drawn on every move (host.showCrop) and written
 * to the store once, when the fingers let go; Done makes it the one undo step. `done` is the state
 * to go back to once every finger has lifted.
 */

/** The crop box's draft as it is in the store: the drafted item (units), its crop and picture (image px). */
interface CropTarget {
  item: PictureItem;
  draft: CropDraft;
  start: CropGestureStart;
}

function cropTarget(host: GestureHost): CropTarget | null {
  const state = host.store.getState();
  const item = selectCroppingItem(state);
  const session = state.editor.cropping;
  if (!item || !session) return null;
  return { item, draft: session.draft, start: { picture: session.picture, box: itemSize(item), crop: session.draft.crop } };
}

/** A finger (stage px) in the picture's own frame as the gesture started (units from the box's top-left). */
const localOf = (host: GestureHost, target: CropTarget, at: Point) => toItemLocal(target.item, screenToTemplate(host.viewport(), at));

const fingers = (pointers: ReadonlyMap<number, Point>) => [...pointers.values()];

/** How the fingers down (stage px) make the draft shown; null: keep the last. */
type Follow = (host: GestureHost, pointers: ReadonlyMap<number, Point>) => CropDraft | null;

function cropGesture(name: GestureState['name'], target: CropTarget, follow: Follow, done: GestureState): GestureState {
  let shown: CropDraft | null = null;
  const commit = (host: GestureHost) => {
    if (shown) host.store.dispatch(cropDrafted(shown));
  };
  return {
    name,
    down(context) {
      commit(context.host);
      return startCropGesture(context, done);
    },
    move(context) {
      const next = follow(context.host, context.pointers);
      if (next) {
        shown = next;
        context.host.showCrop(draftedItem(target.item, next));
      }
      return this;
    },
    up(context) {
      if (context.pointers.size >= 2) return this;
      commit(context.host);
      return context.pointers.size === 0 ? done : cropDraining(done);
    },
    cancel(context) {
      context.host.showCrop(null);
      return done;
    },
  };
}

/** The finger left after a crop pinch is ignored until it lifts; a new pair pinches again. */
function cropDraining(done: GestureState): GestureState {
  return {
    name: 'cropDraining',
    down: (context) => (context.pointers.size >= 2 ? startCropGesture(context, done) : cropDraining(done)),
    up: (context) => (context.pointers.size === 0 ? done : cropDraining(done)),
    cancel: () => done,
  };
}

function pinching(host: GestureHost, target: CropTarget, from: readonly [Point, Point], done: GestureState): GestureState {
  const startTouches = [localOf(host, target, from[0]), localOf(host, target, from[1])] as const;
  return cropGesture(
    'cropPinching',
    target,
    (current, pointers) => {
      const [a, b] = fingers(pointers);
      if (!a || !b) return null;
      const touches = [localOf(current, target, a), localOf(current, target, b)] as const;
      return { bounds: target.draft.bounds, crop: pinchCrop(target.start, startTouches, touches) };
    },
    done,
  );
}

function resizing(target: CropTarget, corner: CropCorner, done: GestureState): GestureState {
  const start = { item: target.item, crop: target.draft.crop, picture: target.start.picture };
  return cropGesture(
    'cropResizing',
    target,
    (host, pointers) => {
      const [finger] = fingers(pointers);
      return finger ? dragCropCorner(start, corner, localOf(host, target, finger)) : null;
    },
    done,
  );
}

function dragging(host: GestureHost, target: CropTarget, from: Point, done: GestureState): GestureState {
  const fromLocal = localOf(host, target, from);
  return cropGesture(
    'cropDragging',
    target,
    (current, pointers) => {
      const [finger] = fingers(pointers);
      return finger ? { bounds: target.draft.bounds, crop: dragCrop(target.start, fromLocal, localOf(current, target, finger)) } : null;
    },
    done,
  );
}

/** A finger went down in crop mode: a pinch (two down), a corner handle's resize, or a drag of the picture. */
export function startCropGesture(context: GestureContext, done: GestureState): GestureState {
  const { host } = context;
  const target = cropTarget(host);
  const [first, second] = fingers(context.pointers);
  if (!target || !first) return done;
  if (second) return pinching(host, target, [first, second], done);
  const scale = host.viewport().scale;
  const corner = cropCornerAt(target.item, screenToTemplate(host.viewport(), first), anchorHitRadiusPx(scale) / scale);
  return corner ? resizing(target, corner, done) : dragging(host, target, first, done);
}
