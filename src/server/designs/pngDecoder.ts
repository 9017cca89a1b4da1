import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PngCheckOptions, PngStreamCheck } from '../images/pngStreamCheck.ts';
import { createByteBatches } from './byteBatches.ts';
import type { CheckAnswer, CheckMessage } from './pngDecodeWorker.ts';

/** A check the worker has not answered yet. */
interface PendingCheck {
  answer: (decodes: boolean) => void;
  /** False once the worker found the file failed: its remaining bytes need not be sent. */
  open: boolean;
}

interface CheckWorker {
  worker: Worker;
  waiting: Map<number, PendingCheck>;
}

/**
 * The upload's bytes go to the worker in batches of up to 512 KB (a message per piece of the
 * upload, 64 KB or less, cost the server's thread more than the copies), and at least every
 * second, so an upload arriving slowly holds little memory while it does.
 */
const batchRules = { maxBytes: 512 * 1024, minBytes: 16 * 1024, maxAgeMs: 1000 };

/**
 * Full batches the workers have checked and handed back, kept to carry the next ones: the bytes of
 * every fast upload pass through these few buffers. A new buffer per batch left 20 concurrent 25 MB
 * uploads with hundreds of them waiting for a garbage collection at once, and the memory they
 * took stayed with the process after they were freed (glibc's malloc keeps it).
 */
const spareBatches: ArrayBuffer[] = [];
const maxSpareBatches = 8;

const takeBatch = (bytes: number): Buffer<ArrayBuffer> => {
  const spare = bytes === batchRules.maxBytes ? spareBatches.pop() : undefined;
  return spare ? Buffer.from(spare) : Buffer.allocUnsafeSlow(bytes);
};

const keepSpare = (spare: ArrayBuffer) => {
  if (spare.byteLength === batchRules.maxBytes && spareBatches.length < maxSpareBatches) spareBatches.push(spare);
};

let nextId = 0;
const workers: CheckWorker[] = [];

function startWorker(): CheckWorker {
  const worker = new Worker(new URL('./pngDecodeWorker.ts', import.meta.url), {
    // The bytes and the rows live in buffers outside the heap; the heap itself stays small.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  const entry: CheckWorker = { worker, waiting: new Map() };
  worker.on('message', (message: CheckAnswer) => {
    const pending = entry.waiting.get(message.id);
    if ('spare' in message) {
      keepSpare(message.spare);
      if (pending && !message.open) pending.open = false;
      return;
    }
    pending?.answer(message.decodes);
    entry.waiting.delete(message.id);
    if (entry.waiting.size === 0) worker.unref();
  });
  const failed = () => {
    // What it had in hand is decoded the other way (sharp); the next design gets a new worker.
    const at = workers.indexOf(entry);
    if (at >= 0) workers.splice(at, 1);
    for (const pending of entry.waiting.values()) pending.answer(false);
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
 * check runs while the rest of the upload is received; only the answer comes back. Once the
 * worker has found the file failed, the rest of it is not sent.
 */
export function startPngCheck(options: PngCheckOptions): PngStreamCheck {
  while (workers.length < availableParallelism()) workers.push(startWorker());
  const entry = workers.reduce((least, candidate) => (candidate.waiting.size < least.waiting.size ? candidate : least));
  const id = (nextId += 1);
  const send = (message: CheckMessage, transfer: ArrayBuffer[] = []) => entry.worker.postMessage(message, transfer);
  const pending: PendingCheck = { answer: () => undefined, open: true };
  const answer = new Promise<boolean>((resolve) => (pending.answer = resolve));
  entry.waiting.set(id, pending);
  entry.worker.ref();
  send({ id, step: 'start', ...options });
  let ended = false;
  // Handed over whole: the worker owns each batch's memory until it hands it back.
  const batches = createByteBatches(batchRules, (batch) => send({ id, step: 'bytes', bytes: batch }, [batch.buffer]), { allocate: takeBatch });
  return {
    push(bytes) {
      if (pending.open && !ended) batches.push(bytes);
      return pending.open;
    },
    end() {
      if (!ended) {
        if (pending.open) batches.flush();
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
