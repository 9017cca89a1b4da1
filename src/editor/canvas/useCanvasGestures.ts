import type Konva from 'konva';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import type { AppStore } from '../../app/store.ts';
import { zoomCrop } from '../model/cropGestures.ts';
import { itemCentre, itemSize } from '../model/geometry.ts';
import { toItemLocal } from '../model/itemLocal.ts';
import type { CanvasItem, PictureItem, Point, Size, Viewport } from '../model/types.ts';
import { clampPan, clampZoom, screenToTemplate, zoomAround } from '../model/viewport.ts';
import { selectCroppingItem } from '../state/cropCommands.ts';
import { cropDrafted, viewportCommitted } from '../state/editorSlice.ts';
import { applyCropFrame } from './cropFrame.ts';
import type { GestureHost } from './gestures/gestureHost.ts';
import { GestureMachine } from './gestures/gestureMachine.ts';
import { heldKeys, type PointerKeys } from './gestures/pointerKeys.ts';
import { pickPhotoForFrame } from './framePicker.ts';
import { publishLiveSticker } from './liveSticker.ts';
import { showMarquee, showSnapGuides } from './snapGuides.ts';
import { gestureLayers, type GestureLayers } from './gestureLayers.ts';
import { cancelTransform } from './transformSession.ts';

function currentViewport(stage: Konva.Stage): Viewport {
  return { scale: stage.scaleX(), x: stage.x(), y: stage.y() };
}

function applyViewport(stage: Konva.Stage, viewport: Viewport): void {
  stage.scale({ x: viewport.scale, y: viewport.scale });
  stage.position({ x: viewport.x, y: viewport.y });
  stage.batchDraw();
}

function transformerOf(stage: Konva.Stage): Konva.Transformer | undefined {
  return stage.findOne<Konva.Transformer>('.sticker-transformer');
}

/**
 * The stickers' nodes by item id, each found on the stage once and kept while it stays there,
 * so every move of a dragged group does not search the stage's whole tree once per item.
 */
function stickerNodes(stage: Konva.Stage): (itemID: string) => Konva.Node | undefined {
  const known = new Map<string, Konva.Node>();
  return (itemID) => {
    const kept = known.get(itemID);
    if (kept?.getStage() === stage && kept.id() === itemID) return kept;
    const found = stage.findOne(`#${itemID}`);
    if (found) known.set(itemID, found);
    else known.delete(itemID);
    return found;
  };
}

/** Moves an item's node to where `item` says (its mirror, scaleX, stays). */
function placeNodeAt(node: Konva.Node, item: CanvasItem): void {
  const { width, height } = itemSize(item);
  const centre = itemCentre(item);
  node.setAttrs({ x: centre.x, y: centre.y, width, height, offsetX: width / 2, offsetY: height / 2, rotation: item.rotation });
}

/** What the canvas's own code asks of the host beyond the gesture states' GestureHost. */
interface StageHost extends GestureHost {
  /** The items whose nodes the gesture placed last, until it ends; null when it placed none. */
  placedIDs(): readonly string[] | null;
  /** The gesture is over: a view shown ahead goes to the stage, and every layer shows as itself. */
  endGesture(): void;
  dispose(): void;
}

/**
 * The gesture states' view of the Konva stage: nodes move imperatively, the store is left alone.
 * A view a gesture shows goes to the stage only when the gesture ends; meanwhile the layers'
 * copy moves with it (gestureLayers.ts).
 */
function konvaHost(stage: Konva.Stage, template: Size, store: AppStore, layers: GestureLayers, tick: (time: number) => void): StageHost {
  let timer: number | undefined;
  let shown: Viewport | null = null;
  let placed: readonly string[] | null = null;
  const stageSize = (): Size => ({ width: stage.width(), height: stage.height() });
  const nodeOf = stickerNodes(stage);
  return {
    store,
    viewport: () => shown ?? currentViewport(stage),
    showViewport(viewport) {
      shown = clampPan(viewport, stageSize(), template);
      layers.showView(shown);
    },
    placedIDs: () => placed,
    endGesture() {
      placed = null;
      if (shown) applyViewport(stage, shown);
      shown = null;
      layers.end();
    },
    placeStickers(items: readonly CanvasItem[]) {
      placed = items.map((item) => item.itemID);
      const layers = new Set<Konva.Layer>();
      for (const item of items) {
        const node = nodeOf(item.itemID);
        if (!node) continue;
        placeNodeAt(node, item);
        const layer = node.getLayer();
        if (layer) layers.add(layer);
      }
      for (const layer of layers) layer.batchDraw();
      publishLiveSticker(items.length === 1 ? (items[0] ?? null) : null);
    },
    showGuides: (guides) => showSnapGuides(stage, guides),
    showMarquee: (rect) => showMarquee(stage, rect),
    onAnchor: (point: Point) => stage.getIntersection(point)?.getParent()?.getClassName() === 'Transformer',
    cancelTransform() {
      const transformer = transformerOf(stage);
      if (transformer) cancelTransform(transformer);
    },
    showCrop(item: PictureItem | null) {
      const frame = stage.findOne<Konva.Group>('.crop-frame');
      const state = store.getState();
      const shown = item ?? selectCroppingItem(state);
      const picture = state.editor.cropping?.picture;
      if (!frame || !shown || !picture) return;
      applyCropFrame(frame, shown, picture);
      frame.getLayer()?.batchDraw();
      publishLiveSticker(item);
    },
    setAnchorsListening(listening) {
      const layer = transformerOf(stage)?.getLayer();
      if (!layer || layer.listening() === listening) return;
      layer.listening(listening);
      if (listening) layer.batchDraw();
    },
    pickPhotoFor: pickPhotoForFrame,
    scheduleTick(time) {
      window.clearTimeout(timer);
      // One extra ms: timers may fire a little early, and the states want the full delay.
      timer = window.setTimeout(() => tick(performance.now()), Math.max(0, time - performance.now()) + 1);
    },
    dispose: () => window.clearTimeout(timer),
  };
}

/** Crop mode: the wheel zooms the picture under the crop box about the pointer (stage px). */
function wheelCrop(stage: Konva.Stage, store: AppStore, factor: number, at: Point): void {
  const state = store.getState();
  const item = selectCroppingItem(state);
  const session = state.editor.cropping;
  if (!item || !session) return;
  const focus = toItemLocal(item, screenToTemplate(currentViewport(stage), at));
  const crop = zoomCrop({ picture: session.picture, box: itemSize(item), crop: session.draft.crop }, factor, focus);
  store.dispatch(cropDrafted({ bounds: session.draft.bounds, crop }));
}

/** Desktop: the wheel and trackpad pinch zoom about the pointer; the view is committed once it rests. */
function wheelZoom(stage: Konva.Stage, template: Size, store: AppStore) {
  let commit: number | undefined;
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const rect = stage.container().getBoundingClientRect();
    const viewport = currentViewport(stage);
    // Trackpad pinches arrive as wheel events with ctrlKey and small deltas.
    const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
    const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    if (store.getState().editor.cropping) {
      wheelCrop(stage, store, factor, at);
      return;
    }
    const zoomed = zoomAround(viewport, at, clampZoom(viewport.scale * factor));
    applyViewport(stage, clampPan(zoomed, { width: stage.width(), height: stage.height() }, template));
    window.clearTimeout(commit);
    commit = window.setTimeout(() => store.dispatch(viewportCommitted(currentViewport(stage))), 150);
  };
  return { onWheel, dispose: () => window.clearTimeout(commit) };
}

/**
 * Every canvas gesture (SPEC §4, §5), as the states of gestures/gestureStates.ts: one finger
 * pans (Pan tool) or selects and moves (Selector) after a 25 ms wait, or resizes and rotates
 * through the Transformer's anchors; a second finger cancels that and pinches the selection
 * (one sticker or a group) when both fingers are on it, else the view. The wheel zooms on desktop.
 */
export function useCanvasGestures(stage: Konva.Stage | null, template: Size): void {
  const store = useAppStore();
  useEffect(() => {
    if (!stage) return;
    return attachGestures(stage, template, store);
  }, [stage, template, store]);
}

/** States in which a sticker follows the fingers ahead of the store (liveSticker.ts). */
const stickerStates = new Set(['moving', 'transforming', 'stickerPinching', 'cropDragging', 'cropResizing', 'cropPinching']);
/** States in which the view follows the fingers ahead of the stage and the store. */
const viewStates = new Set(['panning', 'pinching']);

/** Once a sticker gesture has ended (committed or put back), the store has the sticker again. */
function endLiveSticker(machine: GestureMachine): void {
  if (!stickerStates.has(machine.stateName)) publishLiveSticker(null);
}

function keysOf(event: PointerEvent): PointerKeys {
  return { alt: event.altKey, toggle: event.shiftKey || event.ctrlKey || event.metaKey, touch: event.pointerType === 'touch' };
}

function attachGestures(stage: Konva.Stage, template: Size, store: AppStore): () => void {
  const container = stage.container();
  const layers = gestureLayers(stage);
  /** While stickers or the view follow the fingers, the page shows what does not move as copies (gestureLayers.ts). */
  const followState = () => {
    const state = machine.stateName;
    const placed = host.placedIDs();
    if (state === 'transforming') layers.followStickers(transformerOf(stage)?.nodes().map((node) => node.id()) ?? []);
    else if (stickerStates.has(state) && placed) layers.followStickers(placed);
    else if (stickerStates.has(state)) layers.followStatic();
    else if (!viewStates.has(state)) host.endGesture();
  };
  const host = konvaHost(stage, template, store, layers, (time) => {
    machine.tick(time);
    followState();
  });
  const machine = new GestureMachine(host);
  const wheel = wheelZoom(stage, template, store);
  const at = (event: PointerEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onDown = (event: PointerEvent) => {
    if (event.button > 0) return;
    container.setPointerCapture(event.pointerId);
    machine.down(event.pointerId, at(event), event.timeStamp, keysOf(event));
    followState();
  };
  const onMove = (event: PointerEvent) => {
    heldKeys.alt = event.altKey;
    machine.move(event.pointerId, at(event), event.timeStamp, keysOf(event));
    followState();
  };
  const onUp = (event: PointerEvent) => {
    machine.up(event.pointerId, at(event), event.timeStamp, keysOf(event));
    endLiveSticker(machine);
    followState();
  };
  const onCancel = (event: PointerEvent) => {
    machine.cancel(event.pointerId, event.timeStamp);
    endLiveSticker(machine);
    followState();
  };
  container.addEventListener('pointerdown', onDown);
  container.addEventListener('pointermove', onMove);
  container.addEventListener('pointerup', onUp);
  container.addEventListener('pointercancel', onCancel);
  container.addEventListener('wheel', wheel.onWheel, { passive: false });
  return () => {
    host.dispose();
    wheel.dispose();
    layers.end();
    container.removeEventListener('pointerdown', onDown);
    container.removeEventListener('pointermove', onMove);
    container.removeEventListener('pointerup', onUp);
    container.removeEventListener('pointercancel', onCancel);
    container.removeEventListener('wheel', wheel.onWheel);
  };
}
