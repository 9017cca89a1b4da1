import type { DecodeRequest, DecodeResponse } from './decodeWorker.ts';

/**
 * Decode workers kept between imports, one job each at a time and as many as the device has
 * cores (issue 32): ten phone photos then decode side by side instead of one after another, and
 * no photo waits for a worker to start and load its module. Workers idle for `idleMs` are ended,
 * so their memory goes back.
 */
export interface DecodePool {
  /**
   * Answers the request from the first free worker. A worker that fails to load answers as one
   * that cannot decode (`unsupported`); one that does not answer within `timeoutMs` is ended and
   * the promise rejects.
   */
  decode(request: DecodeRequest, timeoutMs: number): Promise<DecodeResponse>;
  /** Starts every worker now (they load their code while the shopper picks photos). */
  warm(): void;
}

export interface DecodePoolOptions {
  /** Workers at most. */
  size: number;
  /** Starts a worker, or answers null where there are none. */
  startWorker: () => Worker | null;
  idleMs?: number;
}

interface Job {
  request: DecodeRequest;
  timeoutMs: number;
  resolve: (response: DecodeResponse) => void;
  reject: (error: Error) => void;
}

const noWorker: DecodeResponse = { ok: false, unsupported: true, message: 'No decode worker could be started' };

export function createDecodePool({ size, startWorker, idleMs = 20_000 }: DecodePoolOptions): DecodePool {
  const idle: { worker: Worker; timer: ReturnType<typeof setTimeout> }[] = [];
  const queue: Job[] = [];
  let running = 0;

  function rest(worker: Worker): void {
    const timer = setTimeout(() => {
      const index = idle.findIndex((entry) => entry.worker === worker);
      if (index >= 0) idle.splice(index, 1);
      worker.terminate();
    }, idleMs);
    idle.push({ worker, timer });
  }

  function take(): Worker | null {
    const entry = idle.pop();
    if (entry) {
      clearTimeout(entry.timer);
      return entry.worker;
    }
    return startWorker();
  }

  function run(worker: Worker, job: Job): void {
    running += 1;
    let settled = false;
    const finish = (keepWorker: boolean) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onFailure);
      worker.removeEventListener('messageerror', onFailure);
      running -= 1;
      if (keepWorker) rest(worker);
      else worker.terminate();
      next();
      return true;
    };
    const onMessage = (event: MessageEvent<DecodeResponse>) => {
      if (finish(true)) job.resolve(event.data);
    };
    const onFailure = () => {
      if (finish(false)) job.resolve({ ok: false, unsupported: true, message: 'The decode worker failed' });
    };
    const timer = setTimeout(() => {
      if (finish(false)) job.reject(new Error(`Decoding the image took longer than ${job.timeoutMs / 1000} s`));
    }, job.timeoutMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onFailure);
    worker.addEventListener('messageerror', onFailure);
    worker.postMessage(job.request);
  }

  function next(): void {
    while (queue.length > 0 && running < size) {
      const job = queue.shift();
      if (!job) return;
      const worker = take();
      if (worker) run(worker, job);
      else job.resolve(noWorker);
    }
  }

  return {
    decode(request, timeoutMs) {
      return new Promise((resolve, reject) => {
        queue.push({ request, timeoutMs, resolve, reject });
        next();
      });
    },
    warm() {
      while (running + idle.length < size) {
        const worker = startWorker();
        if (!worker) return;
        rest(worker);
      }
    },
  };
}
