import type { AppDispatch } from '../../../app/store.ts';
import { sameGeometry } from '../../model/transform.ts';
import { topShapedItemAt } from '../../model/shapeHitTest.ts';
import { itemsInMarquee } from '../../model/marquee.ts';
import type { CanvasItem, Point, Rect } from '../../model/types.ts';
import { screenToTemplate } from '../../model/viewport.ts';
import { itemsTransformed, stickerTransformed } from '../../state/canvasSlice.ts';
import { itemSelected, itemSelectionToggled, itemsSelected } from '../../state/editorSlice.ts';
import { selectItems, selectSelectedItemIDs, selectSelectedItems } from '../../state/selectors.ts';
import { curvedTextHolds } from '../curvedTextHit.ts';
import type { GestureHost } from './gestureHost.ts';
import type { PointerKeys } from './pointerKeys.ts';

/**
 * What the Selector's gestures do to the selection (SPEC §4, issue 21): a tap selects the
 * topmost unlocked item alone (Shift, Ctrl or Cmd: adds or removes it), a tap on empty space
 * clears, a drag on an item of a selection of several moves them all, a marquee picks what it
 * touches, and a long press by a finger adds the item to the selection.
 */

/** A finger held this long (ms) on an item without moving adds it to the selection. */
export const longPressMs = 500;

/** What a one-finger gesture on an item moves, and what a tap or long press of it then does. */
export interface Grab {
  /** The items the drag moves: the selection after the press. */
  items: CanvasItem[];
  hit: CanvasItem;
  /** A tap (no drag) selects the hit item alone: it was pressed within a selection of several. */
  tapSelectsAlone: boolean;
  /** The selection before a finger pressed another item: a long press adds the item to it. */
  previous: string[] | null;
}

/** The topmost item under the screen point that may be selected (not locked), or null. */
export function selectableItemAt(host: GestureHost, point: Point): CanvasItem | null {
  const items = selectItems(host.store.getState()).filter((item) => !item.locked);
  return topShapedItemAt(items, screenToTemplate(host.viewport(), point), curvedTextHolds);
}

/** A tap (no drag) on `item` (null: empty space). */
export function tapSelect(host: GestureHost, item: CanvasItem | null, toggle: boolean): void {
  const selected = host.store.getState().editor.selectedItemIDs;
  if (item && toggle) host.store.dispatch(itemSelectionToggled(item.itemID));
  else if (!item && toggle) return;
  else if (selected.length !== (item ? 1 : 0) || (item && selected[0] !== item.itemID)) host.store.dispatch(itemSelected(item?.itemID ?? null));
}

/** The press that starts a drag on `hit`: the selection it leaves and what the drag moves; null when it toggled the item off. */
export function grabAt(host: GestureHost, hit: CanvasItem, keys: PointerKeys): Grab | null {
  const { store } = host;
  const selected = selectSelectedItemIDs(store.getState());
  const isSelected = selected.includes(hit.itemID);
  if (keys.toggle) {
    store.dispatch(itemSelectionToggled(hit.itemID));
    return isSelected ? null : { items: selectSelectedItems(store.getState()), hit, tapSelectsAlone: false, previous: null };
  }
  if (isSelected && selected.length > 1) return { items: selectSelectedItems(store.getState()), hit, tapSelectsAlone: true, previous: null };
  if (!isSelected || selected.length !== 1) store.dispatch(itemSelected(hit.itemID));
  const previous = keys.touch && selected.length > 0 && !isSelected ? selected : null;
  return { items: [hit], hit, tapSelectsAlone: false, previous };
}

/** A long press on the grabbed item: it joins the selection it was pressed beside; the new grab moves them all. */
export function longPressGrab(host: GestureHost, grab: Grab): Grab {
  host.store.dispatch(itemsSelected([...(grab.previous ?? []), grab.hit.itemID]));
  return { items: selectSelectedItems(host.store.getState()), hit: grab.hit, tapSelectsAlone: false, previous: null };
}

/** A marquee (template units) let go: it selects what it touches (with Shift, Ctrl or Cmd: adds that). */
export function selectInMarquee(host: GestureHost, marquee: Rect, toggle: boolean): void {
  const state = host.store.getState();
  const picked = itemsInMarquee(selectItems(state).filter((item) => !item.locked), marquee).map((item) => item.itemID);
  host.store.dispatch(itemsSelected(toggle ? [...selectSelectedItemIDs(state), ...picked] : picked));
}

/** The end of a drag or transform: one undo snapshot for what moved (none when nothing did). */
export function commitItems(dispatch: AppDispatch, before: readonly CanvasItem[], after: readonly CanvasItem[]): void {
  const changed = after.filter((item, index) => {
    const was = before[index];
    return was !== undefined && !sameGeometry(was, item);
  });
  const transforms = changed.map(({ itemID, TL_imageBounds, BR_imageBounds, rotation }) => ({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
  const [only] = transforms;
  if (transforms.length === 1 && only) dispatch(stickerTransformed(only));
  else if (transforms.length > 1) dispatch(itemsTransformed(transforms));
}
