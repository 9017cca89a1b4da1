/**
 * Worker thread that checks design PNGs as their bytes arrive (checkPngStream): their rows are
 * inflated here, synchronously, off the server's thread, and the uploads' bytes are garbage
 * collected on a small heap of their own, where on the server's thread they made a full garbage
 * collection of the whole heap every few requests.
 */
import { parentPort } from 'node:worker_threads';
import { checkPngStream, type PngCheckOptions, type PngStreamCheck } from '../images/pngStreamCheck.ts';

/** The next step of check `id`: it starts, gets the file's next bytes, or the file has ended. */
export type CheckMessage =
  | ({ id: number; step: 'start' } & PngCheckOptions)
  | { id: number; step: 'bytes'; bytes: Uint8Array }
  | { id: number; step: 'end' };

/**
 * What the worker sends back: a batch of bytes once checked, its memory handed back for the
 * next batch, with whether the file may still pass (`open`); or the check's answer, whether the
 * file was a clean PNG that decodes exactly.
 */
export type CheckAnswer = { id: number; spare: ArrayBuffer; open: boolean } | { id: number; decodes: boolean };

const checks = new Map<number, PngStreamCheck>();

parentPort?.on('message', (message: CheckMessage) => {
  if (message.step === 'start') {
    checks.set(message.id, checkPngStream({ maxScanlineBytes: message.maxScanlineBytes, rules: message.rules }));
    return;
  }
  const check = checks.get(message.id);
  if (message.step === 'bytes') {
    const { buffer, byteOffset, byteLength } = message.bytes;
    const open = check?.push(Buffer.from(buffer, byteOffset, byteLength)) ?? false;
    // The check keeps none of these bytes: their memory goes back to carry the next batch.
    const spare = buffer as ArrayBuffer;
    const answer: CheckAnswer = { id: message.id, spare, open };
    parentPort?.postMessage(answer, [spare]);
    return;
  }
  checks.delete(message.id);
  void (check?.end() ?? Promise.resolve(false)).then((decodes) => {
    const answer: CheckAnswer = { id: message.id, decodes };
    parentPort?.postMessage(answer);
  });
});
