/**
 * Worker thread that checks that clean design PNGs decode (decodesExactly). The 4 MB file and
 * the inflated rows are garbage collected on a small heap of their own, where on the server's
 * thread they made a full garbage collection of the whole heap every few requests.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { inflatesToScanlines } from '../images/pngScanlines.ts';
import { cleanPngLayout } from '../images/pngStructure.ts';

export interface DecodeRequest {
  id: number;
  /** The uploaded design's temporary file. */
  path: string;
}

/** Whether the file is a clean PNG that decodes exactly. */
export interface DecodeAnswer {
  id: number;
  decodes: boolean;
}

/** Whether `png` is a clean PNG (cleanPngLayout) whose pixel data decodes exactly (inflatesToScanlines). */
export async function decodesExactly(png: Buffer): Promise<boolean> {
  const layout = cleanPngLayout(png);
  return layout !== undefined && (await inflatesToScanlines(layout));
}

parentPort?.on('message', ({ id, path }: DecodeRequest) => {
  const answer = (decodes: boolean) => {
    const message: DecodeAnswer = { id, decodes };
    parentPort?.postMessage(message);
  };
  readFile(path)
    .then(decodesExactly)
    .then(answer, () => answer(false));
});
