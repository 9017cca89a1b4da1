/** The module worker that decodes and downscales, so a big photo never freezes the page. */
import type { Size } from '../model/types.ts';
import { canResampleOffscreen, resampleImage, type DecodedImage, type EarlyImage, type OutputType } from './resampleImage.ts';
import type { EarlyMessage } from './workerPool.ts';

export interface DecodeRequest {
  source: Blob;
  type: OutputType;
  /** The picture's own size as displayed (px), when its header told it; else found by decoding it whole. */
  ownSize?: Size;
}

/** `unsupported`: this worker cannot decode at all, so the caller should decode on the main thread. */
export type DecodeResponse =
  | { ok: true; image: DecodedImage }
  | { ok: false; unsupported: boolean; message: string };

async function respond({ source, type, ownSize }: DecodeRequest): Promise<DecodeResponse> {
  if (!canResampleOffscreen()) {
    return { ok: false, unsupported: true, message: 'No createImageBitmap or OffscreenCanvas in workers' };
  }
  try {
    const postEarly = (early: EarlyImage) => postMessage({ early } satisfies EarlyMessage<EarlyImage>);
    return { ok: true, image: await resampleImage(source, type, ownSize, postEarly) };
  } catch (error) {
    return { ok: false, unsupported: false, message: error instanceof Error ? error.message : String(error) };
  }
}

addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  void respond(event.data).then((response) => postMessage(response));
});
