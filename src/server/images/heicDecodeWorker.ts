/**
 * Worker thread that decodes HEIC with heic-decode. libheif in wasm works synchronously for about
 * a second on a 12 MP photo, so it runs here, off the server's event loop, and a crash of the wasm
 * module takes down this thread only.
 */
import decode from 'heic-decode';
import { parentPort } from 'node:worker_threads';

export interface DecodeRequest {
  bytes: Uint8Array;
}

export type DecodeAnswer =
  | { ok: true; width: number; height: number; rgba: Uint8ClampedArray }
  | { ok: false; message: string };

parentPort?.on('message', (request: DecodeRequest) => {
  decode({ buffer: request.bytes }).then(
    ({ width, height, data }) => {
      const answer: DecodeAnswer = { ok: true, width, height, rgba: data };
      parentPort?.postMessage(answer, [data.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const answer: DecodeAnswer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
