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

/** Whether the file was a clean PNG that decodes exactly. */
export interface CheckAnswer {
  id: number;
  decodes: boolean;
}

const checks = new Map<number, PngStreamCheck>();

parentPort?.on('message', (message: CheckMessage) => {
  if (message.step === 'start') {
    checks.set(message.id, checkPngStream({ maxScanlineBytes: message.maxScanlineBytes, rules: message.rules }));
    return;
  }
  const check = checks.get(message.id);
  if (message.step === 'bytes') {
    const { buffer, byteOffset, byteLength } = message.bytes;
    check?.push(Buffer.from(buffer, byteOffset, byteLength));
    return;
  }
  checks.delete(message.id);
  void (check?.end() ?? Promise.resolve(false)).then((decodes) => {
    const answer: CheckAnswer = { id: message.id, decodes };
    parentPort?.postMessage(answer);
  });
});
