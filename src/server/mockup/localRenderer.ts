import sharp, { type OutputInfo } from 'sharp';
import type { CaseFinish, PhoneModel } from '../../shared/catalog/catalog.ts';
import { ClientError } from '../plugins/errors.ts';
import { mockupLayout } from './mockupLayout.ts';
import { backdropSvg, cameraSvg, designMaskSvg, finishSvg, shadingSvg } from './mockupSvgs.ts';
import type { MockupImage, MockupProvider } from './mockupProvider.ts';

interface Layers {
  backdrop: Buffer;
  mask: Buffer;
  camera: Buffer;
  shading: Buffer;
  finish: Buffer;
}

const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
const backdropScale = 0.25;

async function drawLayers(model: PhoneModel, finish: CaseFinish): Promise<Layers> {
  const layout = mockupLayout(model);
  const [backdrop, mask, camera, shading, finishLayer] = await Promise.all([
    sharp(Buffer.from(backdropSvg(layout, backdropScale)))
      .resize(layout.width, layout.height)
      .png({ compressionLevel: 1 })
      .toBuffer(),
    toPng(designMaskSvg(layout)),
    toPng(cameraSvg(layout)),
    toPng(shadingSvg(layout)),
    toPng(finishSvg(layout, finish)),
  ]);
  return { backdrop, mask, camera, shading, finish: finishLayer };
}

/** Drawn layers depend on the model and finish only; the most recently used few are kept. */
const layerCache = new Map<string, Promise<Layers>>();
const layerCacheSize = 12;

function layersFor(model: PhoneModel, finish: CaseFinish): Promise<Layers> {
  const key = `${model.key}:${finish}`;
  let layers = layerCache.get(key);
  if (layers) {
    layerCache.delete(key);
  } else {
    layers = drawLayers(model, finish);
    layers.catch(() => layerCache.delete(key));
  }
  layerCache.set(key, layers);
  const oldest = layerCache.keys().next().value;
  if (layerCache.size > layerCacheSize && oldest !== undefined) layerCache.delete(oldest);
  return layers;
}

/**
 * A photo-like mockup of the design on its case, drawn locally with sharp (test mode, no
 * Printful): the case back of the design, clipped to the case with its camera hole, on a studio
 * backdrop with shadow, edge shading and the finish's sheen. WebP, 720×1000.
 */
export async function renderLocalMockup(design: {
  png: Buffer;
  model: PhoneModel;
  finish: CaseFinish;
}): Promise<MockupImage> {
  const { caseRect, designCrop } = mockupLayout(design.model);
  const raw = (info: OutputInfo) => ({ raw: { width: info.width, height: info.height, channels: 4 as const } });
  // The design is decoded while a model's layers are drawn (the first time), not after.
  const [layers, onCase] = await Promise.all([
    layersFor(design.model, design.finish),
    sharp(design.png)
      .extract(designCrop)
      .resize(caseRect.width, caseRect.height, { fit: 'fill' })
      // Where the design is transparent the white case shows.
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new ClientError(400, 'The design PNG could not be read.');
      }),
  ]);
  const clipped = await sharp(onCase.data, raw(onCase.info))
    .composite([{ input: layers.mask, blend: 'dest-in' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = { left: caseRect.x, top: caseRect.y };
  const bytes = await sharp(layers.backdrop)
    .composite([
      { input: clipped.data, ...raw(clipped.info), ...at },
      { input: layers.camera, ...at },
      { input: layers.shading, ...at },
      { input: layers.finish, ...at },
    ])
    // Effort 2 encodes in about half the time of the default 4 for a few percent more bytes.
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
  return { bytes, ext: 'webp' };
}

/** Test mode's mockups: one local rendering. */
export const localMockups: MockupProvider = {
  name: 'local',
  render: async (design) => [await renderLocalMockup(design)],
};
