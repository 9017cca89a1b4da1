/**
 * The module worker that draws the print file's ghost layer, so the page decodes and draws the
 * stickers meanwhile: a thousand rotated ghosts at 2× are most of an export's work. It keeps the
 * pictures it decoded while it lives (ghostLayer.ts keeps it a while after each layer), so the
 * layer after a change of the ghost settings only draws; it draws one layer at a time.
 */
import { drawGhostLayer, type DecodedGhostPictures, type GhostLayerJob } from './draw/ghostLayerJob.ts';

export type GhostLayerResponse = { ok: true; layer: ImageBitmap } | { ok: false; message: string };

const decoded: DecodedGhostPictures = new Map();

/**
 * Kept between layers of one size, and each layer handed over as a copy of it: a new print-sized
 * canvas, or a fresh one after transferToImageBitmap gave its pixels away, cost about 120 ms of
 * every layer (editor bench), as much as drawing 150 ghosts. About 21 MB while the worker lives.
 */
let kept: { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } | undefined;

function layerCanvas(width: number, height: number) {
  if (kept?.canvas.width === width && kept.canvas.height === height) return kept;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context on an OffscreenCanvas');
  kept = { canvas, ctx };
  return kept;
}

async function draw(job: GhostLayerJob): Promise<ImageBitmap> {
  const { canvas, ctx } = layerCanvas(job.width, job.height);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  await drawGhostLayer(ctx, job, decoded);
  return createImageBitmap(canvas);
}

addEventListener('message', (event: MessageEvent<GhostLayerJob>) => {
  draw(event.data).then(
    (layer) => postMessage({ ok: true, layer } satisfies GhostLayerResponse, { transfer: [layer] }),
    (error: unknown) => postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies GhostLayerResponse),
  );
});
