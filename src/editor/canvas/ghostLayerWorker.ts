/**
 * The module worker that draws the print file's ghost layer, so the page decodes and draws the
 * stickers meanwhile: a thousand rotated ghosts at 2× are most of an export's work. It keeps the
 * pictures it decoded while it lives (ghostLayer.ts keeps it a while after each layer), so the
 * layer after a change of the ghost settings only draws; it draws one layer at a time.
 */
import { decodeGhostPictures, drawGhostLayer, type DecodedGhostPictures, type GhostLayerJob } from './draw/ghostLayerJob.ts';

export type GhostLayerResponse = { ok: true; layer: ImageBitmap } | { ok: false; message: string };

const decoded: DecodedGhostPictures = new Map();

async function draw(job: GhostLayerJob): Promise<ImageBitmap> {
  const bitmaps = await decodeGhostPictures(job, decoded);
  const canvas = new OffscreenCanvas(job.width, job.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context on an OffscreenCanvas');
  drawGhostLayer(ctx, job, bitmaps);
  return canvas.transferToImageBitmap();
}

addEventListener('message', (event: MessageEvent<GhostLayerJob>) => {
  draw(event.data).then(
    (layer) => postMessage({ ok: true, layer } satisfies GhostLayerResponse, { transfer: [layer] }),
    (error: unknown) => postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies GhostLayerResponse),
  );
});
