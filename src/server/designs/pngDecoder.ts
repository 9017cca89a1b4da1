import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DecodeAnswer, DecodeRequest } from './pngDecodeWorker.ts';

interface DecodeWorker {
  worker: Worker;
  waiting: Map<number, (bytes: Buffer | undefined) => void>;
}

let nextId = 0;
const workers: DecodeWorker[] = [];

function startWorker(): DecodeWorker {
  const worker = new Worker(new URL('./pngDecodeWorker.ts', import.meta.url), {
    // The rows live in buffers outside the heap; the heap itself stays small.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  // Never what keeps a process (or a test run) alive.
  worker.unref();
  const entry: DecodeWorker = { worker, waiting: new Map() };
  worker.on('message', ({ id, bytes }: DecodeAnswer) => {
    entry.waiting.get(id)?.(bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    entry.waiting.delete(id);
  });
  const failed = () => {
    // What it had in hand is decoded the other way (sharp); the next design gets a new worker.
    workers.splice(workers.indexOf(entry), 1);
    for (const resolve of entry.waiting.values()) resolve(undefined);
    entry.waiting.clear();
  };
  worker.once('error', failed).once('exit', failed);
  return entry;
}

/**
 * The design file's bytes when it is a clean PNG whose pixel data decodes exactly
 * (pngDecodeWorker's decodesExactly), else undefined. Decoded in worker threads, as many as the
 * machine has cores, the least busy first; they start with the first design.
 */
export function decodeCleanPng(path: string): Promise<Buffer | undefined> {
  while (workers.length < availableParallelism()) workers.push(startWorker());
  const entry = workers.reduce((least, candidate) => (candidate.waiting.size < least.waiting.size ? candidate : least));
  const id = (nextId += 1);
  return new Promise((resolve) => {
    entry.waiting.set(id, resolve);
    const request: DecodeRequest = { id, path };
    entry.worker.postMessage(request);
  });
}
