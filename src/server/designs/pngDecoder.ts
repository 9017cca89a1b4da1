import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DecodeAnswer, DecodeRequest } from './pngDecodeWorker.ts';

interface DecodeWorker {
  worker: Worker;
  waiting: Map<number, (decodes: boolean) => void>;
}

let nextId = 0;
const workers: DecodeWorker[] = [];

function startWorker(): DecodeWorker {
  const worker = new Worker(new URL('./pngDecodeWorker.ts', import.meta.url), {
    // The file and the rows live in buffers outside the heap; the heap itself stays small.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  // Never what keeps a process (or a test run) alive.
  worker.unref();
  const entry: DecodeWorker = { worker, waiting: new Map() };
  worker.on('message', ({ id, decodes }: DecodeAnswer) => {
    entry.waiting.get(id)?.(decodes);
    entry.waiting.delete(id);
  });
  const failed = () => {
    // What it had in hand is decoded the other way (sharp); the next design gets a new worker.
    workers.splice(workers.indexOf(entry), 1);
    for (const resolve of entry.waiting.values()) resolve(false);
    entry.waiting.clear();
  };
  worker.once('error', failed).once('exit', failed);
  return entry;
}

/**
 * Whether the design file is a clean PNG whose pixel data decodes exactly (pngDecodeWorker's
 * decodesExactly). Checked in worker threads, as many as the machine has cores, the least busy
 * first; they start with the first design. Only the answer comes back: the bytes stay in the file.
 */
export function isCleanDecodablePng(path: string): Promise<boolean> {
  while (workers.length < availableParallelism()) workers.push(startWorker());
  const entry = workers.reduce((least, candidate) => (candidate.waiting.size < least.waiting.size ? candidate : least));
  const id = (nextId += 1);
  return new Promise((resolve) => {
    entry.waiting.set(id, resolve);
    const request: DecodeRequest = { id, path };
    entry.worker.postMessage(request);
  });
}
