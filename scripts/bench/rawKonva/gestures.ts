/**
 * The raw page's gestures on DOM pointer events on the stage container, like the editor's: one
 * finger moves the touched sticker (following its shape), or the selected group it belongs to (setting their nodes and
 * batchDrawing their layer once), or, on an anchor, leaves the resize or rotate to the
 * Transformer; two fingers pinch the stage. The maths is the editor's model.
 */
import type Konva from 'konva';
import { translateItem } from '../../../src/editor/model/geometry.ts';
import { topShapedItemAt } from '../../../src/editor/model/shapeHitTest.ts';
import { itemFromGeometry } from '../../../src/editor/model/transform.ts';
import type { CanvasItem, Point, Size, Viewport } from '../../../src/editor/model/types.ts';
import { clampPan, pinch, screenToTemplate, type TouchPair } from '../../../src/editor/model/viewport.ts';
import { placeSticker, type StickersLayer } from './layers.ts';
import type { RawBenchApi } from './scene.ts';

type Action =
  | { kind: 'move'; items: CanvasItem[]; from: Point }
  | { kind: 'pinch'; start: Viewport; touches: TouchPair }
  | { kind: 'idle' };

/** Wires the gestures; returns what the bench reads and resets between gestures. */
export function attachGestures(
  stage: Konva.Stage,
  transformer: Konva.Transformer,
  stickers: StickersLayer,
  initialItems: readonly CanvasItem[],
  template: Size,
): Omit<RawBenchApi, 'load'> {
  const container = stage.container();
  const items = new Map(initialItems.map((item) => [item.itemID, item]));
  const pointers = new Map<number, Point>();
  const stageSize = { width: stage.width(), height: stage.height() };
  let action: Action = { kind: 'idle' };
  /** The stickers selected together (issue 21's group), none when one or none is selected. */
  let group: string[] = [];

  const view = (): Viewport => ({ scale: stage.scaleX(), x: stage.x(), y: stage.y() });
  const local = (event: PointerEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const select = (itemIDs: readonly string[]) => {
    group = itemIDs.length > 1 ? [...itemIDs] : [];
    transformer.nodes(itemIDs.flatMap((itemID) => stickers.nodes.get(itemID) ?? []));
  };
  const setItems = (moved: readonly CanvasItem[]) => {
    for (const item of moved) {
      items.set(item.itemID, item);
      placeSticker(stickers.nodes.get(item.itemID), item);
    }
    stickers.layer.batchDraw();
  };
  const setItem = (item: CanvasItem) => setItems([item]);
  const setViewport = (viewport: Viewport) => {
    stage.scale({ x: viewport.scale, y: viewport.scale });
    stage.position({ x: viewport.x, y: viewport.y });
    stage.batchDraw();
  };
  transformer.on('transformend', () => {
    const node = transformer.nodes()[0];
    const item = node ? items.get(node.id()) : undefined;
    if (!node || !item) return;
    const width = node.width() * node.scaleX();
    const height = node.height() * node.scaleY();
    const next = itemFromGeometry(item, { x: node.x(), y: node.y(), width, height, rotation: node.rotation() });
    setItem(next);
    node.scale({ x: 1, y: 1 });
    void stickers.refit(next, stage.scaleX());
  });

  const startSingle = (point: Point) => {
    if (stage.getIntersection(point)?.getParent() === transformer) return;
    const at = screenToTemplate(view(), point);
    const item = topShapedItemAt([...items.values()], at);
    if (!item) {
      select([]);
      action = { kind: 'idle' };
      return;
    }
    if (!group.includes(item.itemID)) select([item.itemID]);
    const moving = group.length ? group.flatMap((itemID) => items.get(itemID) ?? []) : [item];
    action = { kind: 'move', items: moving, from: at };
  };

  container.addEventListener('pointerdown', (event) => {
    container.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, local(event));
    const [a, b] = [...pointers.values()];
    if (a && b) {
      // A second finger turns whatever the first started into a pinch, as in the editor.
      if (action.kind === 'move') setItems(action.items);
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
    } else if (action.kind === 'move') {
      const at = screenToTemplate(view(), local(event));
      const { from } = action;
      setItems(action.items.map((item) => translateItem(item, at.x - from.x, at.y - from.y)));
    }
  });
  const end = (event: PointerEvent) => {
    if (pointers.delete(event.pointerId) && pointers.size === 0) action = { kind: 'idle' };
  };
  container.addEventListener('pointerup', end);
  container.addEventListener('pointercancel', end);

  return {
    item: (itemID) => items.get(itemID) ?? null,
    setItem(item) {
      setItem(item);
      void stickers.refit(item, stage.scaleX());
    },
    select,
    viewport: view,
    setViewport,
  };
}
