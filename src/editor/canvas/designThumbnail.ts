import type Konva from 'konva';
import type { Size } from '../model/types.ts';

/** A shelf thumbnail's height in px (shown at about half that on a phone's shelf). */
export const thumbnailHeightPx = 320;

/** The layers a thumbnail shows, back to front: the design as printed, in the case's outline. */
const thumbnailLayers = ['background', 'ghosts', 'stickers', 'template-overlay'];

/**
 * A small picture of the design for the shelf, drawn from what the stage shows (the display
 * proxies, already decoded), not from the print file: a few milliseconds, off any gesture. JPEG;
 * null when the browser cannot encode it.
 */
export function drawThumbnail(stage: Konva.Stage, template: Size): Promise<Blob | null> {
  const scale = stage.scaleX();
  const region = { x: stage.x(), y: stage.y(), width: template.width * scale, height: template.height * scale };
  const canvas = document.createElement('canvas');
  canvas.height = thumbnailHeightPx;
  canvas.width = Math.round((thumbnailHeightPx * template.width) / template.height);
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const name of thumbnailLayers) {
    const layer = stage.findOne<Konva.Layer>(`.${name}`);
    if (!layer?.isVisible()) continue;
    const drawn = layer.toCanvas({ ...region, pixelRatio: canvas.height / region.height });
    context.drawImage(drawn, 0, 0, canvas.width, canvas.height);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}
