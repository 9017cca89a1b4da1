/**
 * The gestures of the bench, driven as DESIGN §10 says: CDP Input.synthesizeScrollGesture and
 * Input.synthesizePinchGesture with a touch source, which deliver one touch event per frame,
 * so the update rate shows what drawing costs rather than how fast CDP acknowledges events.
 */
import type { CDPSession, Page } from '@playwright/test';
import { rotateHandleOffset } from '../../src/editor/model/constants.ts';
import { fromItemFrame, itemCentre, itemCorners, itemSize } from '../../src/editor/model/geometry.ts';
import type { CanvasItem, Point, Viewport } from '../../src/editor/model/types.ts';
import { templateToScreen } from '../../src/editor/model/viewport.ts';
import { readProbe, startProbe, type ProbeRecord } from './editorProbe.ts';
import { groupItemIDs } from './editorScene.ts';

/** A page that shows the bench scene: the editor, or the raw-Konva page. */
export interface ScenePage {
  page: Page;
  cdp: CDPSession;
  /** The stage container's top-left on the page, CSS px. */
  origin: Point;
  item(itemID: string): Promise<CanvasItem>;
  viewport(): Promise<Viewport>;
  /** Selects these stickers together (the group drag's group). */
  select(itemIDs: readonly string[]): Promise<void>;
}

/** In this order: the group drag comes last, after a reset (editorRounds), as its group would otherwise stay selected. */
export const scenarios = ['drag', 'resize', 'rotate', 'pinch', 'group drag'] as const;
export type Scenario = (typeof scenarios)[number];

/** Finger travel and speed: about 1.5 s of gesture each, a couple of px per frame. */
const dragPx = 300;
const dragSpeed = 200;
const resizePx = 110;
const resizeSpeed = 80;
const rotatePx = 200;
const rotateSpeed = 130;
const pinchScale = 1.6;
const pinchSpeed = 80;
/** Moves are ignored for 50 ms after a touch ends (SPEC §5); gestures are spaced well past it. */
const settleMs = 400;
/** After a zoom the editor re-makes its display proxies; the next gesture must not share the CPU with that. */
const zoomSettleMs = 2000;

async function clientPoint(scene: ScenePage, point: Point): Promise<Point> {
  const onStage = templateToScreen(await scene.viewport(), point);
  return { x: scene.origin.x + onStage.x, y: scene.origin.y + onStage.y };
}

/** One finger from `from` moved by `by` (CSS px) at `speed` px/s, then lifted. */
async function swipe(cdp: CDPSession, from: Point, by: Point, speed: number): Promise<void> {
  // For a touch source the distances are the finger's travel (positive: right and down).
  await cdp.send('Input.synthesizeScrollGesture', {
    x: from.x,
    y: from.y,
    xDistance: by.x,
    yDistance: by.y,
    speed,
    gestureSourceType: 'touch',
    preventFling: true,
  });
}

async function tap(cdp: CDPSession, at: Point): Promise<void> {
  await cdp.send('Input.synthesizeTapGesture', { x: at.x, y: at.y, gestureSourceType: 'touch' });
}

/** Where the Transformer shows the bottom-right anchor and the rotater (50 units above the top edge), units. */
function handlePositions(item: CanvasItem): { 'bottom-right': Point; rotate: Point } {
  const rotate = fromItemFrame(item, { x: itemCentre(item).x, y: item.TL_imageBounds.y - rotateHandleOffset });
  return { 'bottom-right': itemCorners(item)[2], rotate };
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Selects the sticker with a tap where needed (the group drag: the ten stickers of groupItemIDs
 * together) and runs the scenario's gesture on it (the pinch on the stage's centre), while the
 * probe records. A drag and a group drag go up, a resize grows the sticker from its
 * bottom-right corner, a rotate swings the handle to the left.
 */
export async function runGesture(
  scene: ScenePage,
  scenario: Scenario,
  itemID: string,
  stageCentre: Point,
): Promise<ProbeRecord> {
  const item = await scene.item(itemID);
  const centre = await clientPoint(scene, itemCentre(item));
  if (scenario === 'resize' || scenario === 'rotate') {
    await tap(scene.cdp, centre);
    await wait(settleMs);
  } else if (scenario === 'group drag') {
    await scene.select(groupItemIDs);
    await wait(settleMs);
  }
  await scene.page.evaluate(startProbe);
  if (scenario === 'drag' || scenario === 'group drag') {
    await swipe(scene.cdp, centre, { x: 0, y: -dragPx }, dragSpeed);
  } else if (scenario === 'resize') {
    const { width, height } = itemSize(item);
    const diagonal = Math.hypot(width, height);
    const by = { x: (resizePx * width) / diagonal, y: (resizePx * height) / diagonal };
    await swipe(scene.cdp, await clientPoint(scene, handlePositions(item)['bottom-right']), by, resizeSpeed);
  } else if (scenario === 'rotate') {
    const handle = await clientPoint(scene, handlePositions(item).rotate);
    await swipe(scene.cdp, handle, { x: -rotatePx, y: 0 }, rotateSpeed);
  } else {
    await scene.cdp.send('Input.synthesizePinchGesture', {
      x: stageCentre.x,
      y: stageCentre.y,
      scaleFactor: pinchScale,
      relativeSpeed: pinchSpeed,
      gestureSourceType: 'touch',
    });
  }
  await wait(scenario === 'pinch' ? zoomSettleMs : settleMs);
  return scene.page.evaluate(readProbe);
}
