import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/store.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { alignItems, alignTarget, distributeItems, type AlignEdge, type Axis } from '../model/align.ts';
import { mmOfUnits, unitsOfMm } from '../model/millimetres.ts';
import { itemOpacity, opacityPercent } from '../model/opacity.ts';
import { moveSelectionTo, resizeSelectionTo, rotateSelectionTo, selectionFrame, sizeWithSide } from '../model/selectionFrame.ts';
import { sameGeometry } from '../model/transform.ts';
import type { CanvasItem, Point, Size } from '../model/types.ts';
import { itemsOpacityChanged, itemsPlaced } from './canvasSlice.ts';
import { selectTemplate } from './printQualitySelectors.ts';
import { selectSelectedItems } from './selectors.ts';
import { burstOf } from './bursts.ts';

/**
 * The Arrange panel's commands (issue 48): the selection's place, size, turn and opacity from its
 * fields, Align and Distribute. Each dispatches at most one action, none when nothing would
 * change: one undo step for a typed value or a command; a field's arrow steps (presses less than
 * a second apart) and one drag of the Opacity slider are grouped into one step.
 */

/** How a change came: typed (Enter, or leaving the field), an arrow key's step, or an input of a slider drag (by the drag's id). */
export type ChangeOrigin = 'typed' | 'step' | { drag: string };

/** Sides of items given by the number fields are at most this many times the template's longer side (an extra 0 typed stays on the case). */
const maxSideToTemplate = 2;

/** The selection's numbers as its fields show them: mm from the case back's top-left corner, degrees, percent. */
export interface ArrangeFields {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Null when several items have different rotations. */
  rotation: number | null;
  /** Null when the items' opacities differ. */
  opacity: number | null;
}

/** The numbers of the selection's fields; null with nothing selected or no model. */
export const selectArrangeFields = createSelector([selectSelectedItems, selectTemplate], (items, template): ArrangeFields | null => {
  if (items.length === 0 || !template) return null;
  const { box, rotation } = selectionFrame(items);
  const back = template.caseBack;
  const opacities = new Set(items.map(itemOpacity));
  const [opacity] = opacities;
  return {
    x: mmOfUnits(box.x - back.x),
    y: mmOfUnits(box.y - back.y),
    width: mmOfUnits(box.width),
    height: mmOfUnits(box.height),
    rotation: rotation === null ? null : Math.round(rotation * 100) / 100,
    opacity: opacities.size === 1 && opacity !== undefined ? opacityPercent(opacity) : null,
  };
});

/** The history burst of a change: none for a typed value, the field's run of steps, or the drag. */
function historyBurst(origin: ChangeOrigin, field: string, items: readonly CanvasItem[]): string | undefined {
  if (origin === 'typed') return undefined;
  if (origin !== 'step') return `drag-${origin.drag}`;
  return `step-${burstOf(`${field}:${items.map((item) => item.itemID).join(',')}`)}`;
}

/** A command on the selected items and the template: `change` gives their new places; dispatched when one moved. */
function placeSelection(
  field: string,
  origin: ChangeOrigin,
  change: (items: CanvasItem[], template: TemplateGeometry) => CanvasItem[],
): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    const items = selectSelectedItems(state);
    const template = selectTemplate(state);
    if (items.length === 0 || !template) return;
    const placed = change(items, template);
    if (placed.every((item, index) => sameGeometry(item, items[index] ?? item))) return;
    const changes = placed.map(({ itemID, TL_imageBounds, BR_imageBounds, rotation }) => ({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
    dispatch(itemsPlaced({ changes, burst: historyBurst(origin, field, items) }));
  };
}

/** X or Y typed or stepped (mm from the case back's top-left): the selection's top-left moves there. */
export const moveSelection = (axis: keyof Point, mm: number, origin: ChangeOrigin): AppThunk =>
  placeSelection(axis, origin, (items, template) => {
    const { box } = selectionFrame(items);
    const back = template.caseBack;
    const topLeft = { x: box.x, y: box.y, [axis]: unitsOfMm(mm) + back[axis] };
    return moveSelectionTo(items, topLeft, template);
  });

/** W or H typed or stepped (mm): the selection takes that side, the other following it when the ratio is kept. */
export const resizeSelection = (side: keyof Size, mm: number, keepRatio: boolean, origin: ChangeOrigin): AppThunk =>
  placeSelection(side, origin, (items, template) => {
    const { box } = selectionFrame(items);
    const wanted = sizeWithSide(box, side, unitsOfMm(mm), keepRatio || items.length > 1);
    return resizeSelectionTo(items, wanted, keepRatio, maxSideToTemplate * Math.max(template.width, template.height));
  });

/** The rotation typed or stepped (degrees clockwise). */
export const rotateSelection = (degrees: number, origin: ChangeOrigin): AppThunk =>
  placeSelection('rotation', origin, (items) => rotateSelectionTo(items, degrees));

/** Align: one item to the case's back, several to the box around them. */
export const alignSelection = (edge: AlignEdge): AppThunk =>
  placeSelection('align', 'typed', (items, template) => alignItems(items, edge, alignTarget(items, template.caseBack)));

/** Distribute: three or more items spread with equal gaps along the axis. */
export const distributeSelection = (axis: Axis): AppThunk =>
  placeSelection('distribute', 'typed', (items) => distributeItems(items, axis));

/** The Opacity slider (0–100%): every selected item at that opacity. */
export const changeSelectionOpacity =
  (percent: number, origin: ChangeOrigin): AppThunk =>
  (dispatch, getState) => {
    const items = selectSelectedItems(getState());
    const opacity = Math.min(100, Math.max(0, Math.round(percent))) / 100;
    if (items.every((item) => itemOpacity(item) === opacity)) return;
    dispatch(itemsOpacityChanged({ itemIDs: items.map((item) => item.itemID), opacity, burst: historyBurst(origin, 'opacity', items) }));
  };
