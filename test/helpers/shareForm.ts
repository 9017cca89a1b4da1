import type { SharedDesign } from '../../src/shared/sharedDesign.ts';
import { designPng, orderModel } from '../server/orders/orderFixtures.ts';
import { transparentPng } from './images.ts';

/** A picture of a shared design, as the editor keeps it. */
export interface Picture {
  imageID: string;
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export async function pngPicture(imageID: string, width = 300, height = 200): Promise<Picture> {
  return { imageID, name: `${imageID}.png`, bytes: await transparentPng(width, height), width, height };
}

export function designOf(pictures: readonly Picture[], overrides: Partial<SharedDesign> = {}): SharedDesign {
  const stickers = pictures.filter((picture) => picture.imageID !== 'backgroundImage');
  return {
    version: 2,
    phoneModel: orderModel.key,
    caseFinish: 'Glossy',
    backgroundColor: '#b0c4b1',
    showBackgroundImage: false,
    ghosts: { enabled: true, freq: 7, size: 40, opacity: 60, seed: 12345 },
    items: stickers.map((picture, index) => ({
      kind: 'picture' as const,
      itemID: `item-${index}`,
      imageID: picture.imageID,
      itemIndex: index,
      TL_imageBounds: { x: 100 + index * 50, y: 200 },
      BR_imageBounds: { x: 400 + index * 50, y: 400 },
      rotation: index * 30,
    })),
    pictures: pictures.map(({ imageID, name, width, height }) => ({ imageID, name, width, height })),
    ...overrides,
  };
}

/** The multipart body the Share button sends: `design`, `preview`, one `picture` per picture. */
export async function shareForm(
  pictures: readonly Picture[],
  { design = designOf(pictures), preview }: { design?: unknown; preview?: Buffer | null } = {},
): Promise<FormData> {
  const form = new FormData();
  form.append('design', JSON.stringify(design));
  const previewBytes = preview === undefined ? await designPng() : preview;
  if (previewBytes) form.append('preview', new Blob([new Uint8Array(previewBytes)], { type: 'image/png' }), 'design.png');
  for (const picture of pictures) {
    form.append('picture', new Blob([new Uint8Array(picture.bytes)]), picture.imageID);
  }
  return form;
}
