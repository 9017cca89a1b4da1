/**
 * The raw page's gestures on DOM pointer events on the stage container, like the editor's: one
 * finger moves, resizes (corner) or rotates (top handle) the touched sticker, setting its node
 * and batchDrawing its layer only; two fingers pinch the stage. The maths is the editor's model.
 */
import type Konva from 'konva';
import { placeSelection } from '../../../src/editor/canvas/placeSelection.ts';
import { pointerTarget } from '../../../src/editor/model/hitTest.ts';
import { gestureFor, itemDuringGesture, type ItemGesture } from '../../../src/editor/model/transform.ts';
import type { CanvasItem, Point, Size, Viewport } from '../../../src/editor/model/types.ts';
import { clampPan, pinch, screenToTemplate, type TouchPair } from '../../../src/editor/model/viewport.ts';
import { placeSticker } from './layers.ts';
import type { RawBenchApi } from './scene.ts';

type Action =
  | { kind: 'sticker'; gesture: ItemGesture }
  | { kind: 'pinch'; start: Viewport; touches: TouchPair }
  | { kind: 'idle' };

/** Wires the gestures; returns what the bench reads and resets between gestures. */
export function attachGestures(
  stage: Konva.Stage,
  stickers: Konva.Layer,
  nodes: ReadonlyMap<string, Konva.Image>,
  initialItems: readonly CanvasItem[],
  template: Size,
): Omit<RawBenchApi, 'load'> {
  const container = stage.container();
  const items = new Map(initialItems.map((item) => [item.itemID, item]));
  const pointers = new Map<number, Point>();
  const stageSize = { width: stage.width(), height: stage.height() };
  let action: Action = { kind: 'idle' };
  let selectedItemID: string | null = null;

  const view = (): Viewport => ({ scale: stage.scaleX(), x: stage.x(), y: stage.y() });
  const local = (event: PointerEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const showSelection = () =>
    placeSelection(stickers, selectedItemID ? (items.get(selectedItemID) ?? null) : null, stage.scaleX());
  const setItem = (item: CanvasItem) => {
    items.set(item.itemID, item);
    placeSticker(nodes.get(item.itemID), item);
    stickers.batchDraw();
  };
  const setViewport = (viewport: Viewport) => {
    stage.scale({ x: viewport.scale, y: viewport.scale });
    stage.position({ x: viewport.x, y: viewport.y });
    stage.batchDraw();
  };

  const startSingle = (point: Point) => {
    const at = screenToTemplate(view(), point);
    const target = pointerTarget([...items.values()], selectedItemID, at, stage.scaleX());
    if (target.kind !== 'handle') selectedItemID = target.kind === 'item' ? target.item.itemID : null;
    const gesture = gestureFor(target, at);
    action = gesture ? { kind: 'sticker', gesture } : { kind: 'idle' };
    showSelection();
  };

  const moveSingle = (point: Point) => {
    if (action.kind !== 'sticker') return;
    const next = itemDuringGesture(action.gesture, screenToTemplate(view(), point));
    if (!next) return;
    setItem(next);
    showSelection();
  };

  container.addEventListener('pointerdown', (event) => {
    container.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, local(event));
    const [a, b] = [...pointers.values()];
    if (a && b) {
      // A second finger turns whatever the first started into a pinch, as in the editor.
      if (action.kind === 'sticker') setItem(action.gesture.item);
      action = { kind: 'pinch', start: view(), touches: [a, b] };
    } else if (pointers.size === 1) {
      startSingle(local(event));
    }
  });
  container.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, local(event));
    const [a, b] = [...pointers.values()];
    if (action.kind === 'pinch' && a && b) {
      setViewport(clampPan(pinch(action.start, action.touches, [a, b]), stageSize, template));
    } else {
      moveSingle(local(event));
    }
  });
  const end = (event: PointerEvent) => {
    if (pointers.delete(event.pointerId) && pointers.size === 0) action = { kind: 'idle' };
  };
  container.addEventListener('pointerup', end);
  container.addEventListener('pointercancel', end);

  return {
    item: (itemID) => items.get(itemID) ?? null,
    setItem: (item) => {
      setItem(item);
      showSelection();
    },
    viewport: view,
    setViewport,
  };
}
