import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PngCheckOptions, PngStreamCheck } from '../images/pngStreamCheck.ts';
import { createByteBatches } from './byteBatches.ts';
import type { CheckAnswer, CheckMessage } from './pngDecodeWorker.ts';

interface CheckWorker {
  worker: Worker;
  waiting: Map<number, (decodes: boolean) => void>;
}

/**
 * The upload's bytes go to the worker in batches of up to 512 KB (a message per piece of the
 * upload, 64 KB or less, cost the server's thread more than the copies), and at least every
 * second, so an upload arriving slowly holds little memory while it does.
 */
const batchRules = { maxBytes: 512 * 1024, minBytes: 16 * 1024, maxAgeMs: 1000 };

let nextId = 0;
const workers: CheckWorker[] = [];

function startWorker(): CheckWorker {
  const worker = new Worker(new URL('./pngDecodeWorker.ts', import.meta.url), {
    // The bytes and the rows live in buffers outside the heap; the heap itself stays small.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  const entry: CheckWorker = { worker, waiting: new Map() };
  worker.on('message', ({ id, decodes }: CheckAnswer) => {
    entry.waiting.get(id)?.(decodes);
    entry.waiting.delete(id);
    if (entry.waiting.size === 0) worker.unref();
  });
  const failed = () => {
    // What it had in hand is decoded the other way (sharp); the next design gets a new worker.
    const at = workers.indexOf(entry);
    if (at >= 0) workers.splice(at, 1);
    for (const resolve of entry.waiting.values()) resolve(false);
    entry.waiting.clear();
  };
  worker.once('error', failed).once('exit', failed);
  // An idle worker never keeps a process (or a test run) alive; one with a check to answer
  // does. Unreferenced after the listeners: adding a 'message' listener refs its port again.
  worker.unref();
  return entry;
}

/**
 * A check of a design PNG fed its bytes as they arrive (checkPngStream), run in a worker thread,
 * as many as the machine has cores, the least busy first; they start with the first design. The
 * check runs while the rest of the upload is received; only the answer comes back.
 */
export function startPngCheck(options: PngCheckOptions): PngStreamCheck {
  while (workers.length < availableParallelism()) workers.push(startWorker());
  const entry = workers.reduce((least, candidate) => (candidate.waiting.size < least.waiting.size ? candidate : least));
  const id = (nextId += 1);
  const send = (message: CheckMessage, transfer: ArrayBuffer[] = []) => entry.worker.postMessage(message, transfer);
  const answer = new Promise<boolean>((resolve) => entry.waiting.set(id, resolve));
  entry.worker.ref();
  send({ id, step: 'start', ...options });
  let ended = false;
  // Handed over whole: the worker owns each batch's memory from there on.
  const batches = createByteBatches(batchRules, (batch) => send({ id, step: 'bytes', bytes: batch }, [batch.buffer]));
  return {
    push(bytes) {
      if (!ended) batches.push(bytes);
    },
    end() {
      if (!ended) {
        batches.flush();
        send({ id, step: 'end' });
      }
      ended = true;
      return answer;
    },
  };
}

/** Whether a whole PNG already in memory passes checkPngStream, checked in a worker thread. */
export function pngChecksInWorker(png: Buffer, options: PngCheckOptions): Promise<boolean> {
  const check = startPngCheck(options);
  check.push(png);
  return check.end();
}
