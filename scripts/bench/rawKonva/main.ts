/**
 * The editor's scene drawn the fastest reasonable way with plain Konva, as the bench's yardstick
 * (DESIGN §10). The bench hands it the editor's scene (window.__rawBench.load) and drives it with
 * the same CDP gestures; the drawing and gesture handling live in layers.ts and gestures.ts.
 */
import Konva from 'konva';
import { makeWatermarkTile } from '../../../src/editor/canvas/watermarkTile.ts';
import { attachGestures } from './gestures.ts';
import { backgroundLayer, overlayLayer, selectionLayer, stickersLayer } from './layers.ts';
import type { RawBenchApi, RawScene } from './scene.ts';

declare global {
  interface Window {
    __rawBench?: RawBenchApi;
  }
}

function element(id: string): HTMLDivElement {
  const found = document.getElementById(id);
  if (!(found instanceof HTMLDivElement)) throw new Error(`#${id} is missing`);
  return found;
}

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.blob();
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`${url} failed to load`));
    image.src = url;
  });
}

/** The editor's diagonal brand watermark, as a CSS background that no gesture redraws. */
function showWatermark(): void {
  const tile = makeWatermarkTile(window.devicePixelRatio);
  if (!tile) return;
  const style = element('watermark').style;
  style.backgroundImage = `url(${tile.toDataURL('image/png')})`;
  style.backgroundSize = `${tile.width / window.devicePixelRatio}px ${tile.height / window.devicePixelRatio}px`;
}

async function load(scene: RawScene): Promise<void> {
  const { stageBox, viewport } = scene;
  Object.assign(element('area').style, {
    left: `${stageBox.left}px`,
    top: `${stageBox.top}px`,
    width: `${stageBox.width}px`,
    height: `${stageBox.height}px`,
  });
  showWatermark();
  const blobs = new Map(
    await Promise.all(
      Object.entries(scene.images).map(async ([imageID, image]) => [imageID, await fetchBlob(image.url)] as const),
    ),
  );
  const stage = new Konva.Stage({
    container: element('stage'),
    width: stageBox.width,
    height: stageBox.height,
    x: viewport.x,
    y: viewport.y,
    scaleX: viewport.scale,
    scaleY: viewport.scale,
  });
  const stickers = await stickersLayer(scene, blobs);
  const selection = selectionLayer(viewport.scale);
  stage.add(
    await backgroundLayer(scene, blobs),
    stickers.layer,
    overlayLayer(scene, await loadImage(scene.templateUrl)),
    selection.layer,
  );
  Object.assign(api, attachGestures(stage, selection.transformer, stickers, scene.items, scene.template));
}

const api: RawBenchApi = {
  load,
  item: () => null,
  setItem: () => undefined,
  select: () => undefined,
  viewport: () => ({ scale: 1, x: 0, y: 0 }),
  setViewport: () => undefined,
};
window.__rawBench = api;
