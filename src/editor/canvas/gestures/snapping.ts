import type { RootState } from '../../../app/store.ts';
import { templateGeometry } from '../../../shared/catalog/templateGeometry.ts';
import { groupBoundingBox, moveGroup } from '../../model/groupTransform.ts';
import { snapMove, snapThreshold, type SnapGuide } from '../../model/snapBox.ts';
import { snapTargets, type SnapTargets } from '../../model/snapTargets.ts';
import type { CanvasItem } from '../../model/types.ts';
import { selectItems, selectPhoneModel } from '../../state/selectors.ts';

/**
 * Snapping for the canvas's gestures (issue 21), on the pure model (snapTargets, snapBox): the
 * targets are built once when a gesture starts, each pointer move only looks them up.
 */

/** What the items in `movingIDs` snap to: the case and the other items; null before a model is chosen. */
export function gestureSnapTargets(state: RootState, movingIDs: ReadonlySet<string>): SnapTargets | null {
  const model = selectPhoneModel(state);
  if (!model) return null;
  return snapTargets(templateGeometry(model), selectItems(state).filter((item) => !movingIDs.has(item.itemID)));
}

/**
 * The items moved by (dx, dy) units, then on to the nearest target within 6 screen px at zoom
 * `scale` (their group's box's edges and centre lines), with the guides then lined up. `off`
 * (Alt held, or nothing to snap to) moves them by (dx, dy) alone.
 */
export function snappedMove<T extends CanvasItem>(
  targets: SnapTargets | null,
  items: readonly T[],
  { dx, dy }: { dx: number; dy: number },
  scale: number,
  off: boolean,
): { items: T[]; guides: SnapGuide[] } {
  if (!targets || off) return { items: moveGroup(items, dx, dy), guides: [] };
  const snap = snapMove(targets, groupBoundingBox(moveGroup(items, dx, dy)), snapThreshold(scale));
  return { items: moveGroup(items, dx + snap.dx, dy + snap.dy), guides: snap.guides };
}
