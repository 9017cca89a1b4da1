/**
 * Workers kept between jobs, one job each at a time and as many as the device has cores: ten
 * phone photos decode side by side instead of one after another (issue 32), and fifty pictures'
 * looks are filtered for the print file the same way (issue 33); no job waits for a worker to
 * start and load its module once the pool is warm. Workers idle for `idleMs` are ended, so their
 * memory goes back.
 */
export interface WorkerPool<Request, Response> {
  /**
   * Answers the request from the first free worker, handing it `transfer`. A worker that fails to
   * load, or none at all, answers `unavailable`; one that does not answer within `timeoutMs` is
   * ended and the promise rejects.
   */
  run(request: Request, timeoutMs: number, transfer?: Transferable[]): Promise<Response>;
  /** Starts every worker now (they load their code before the first job comes). */
  warm(): void;
}

export interface WorkerPoolOptions<Response> {
  /** Workers at most. */
  size: number;
  /** Starts a worker, or answers null where there are none. */
  startWorker: () => Worker | null;
  /** The answer when there is no worker for a job or it fails: the caller does the job itself. */
  unavailable: (message: string) => Response;
  /** What a job does, for the error of one that takes too long ("Decoding the image"). */
  job: string;
  /** How long (ms) an idle worker is kept; null keeps it for good. */
  idleMs?: number | null;
}

interface Job<Request, Response> {
  request: Request;
  transfer: Transferable[];
  timeoutMs: number;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

export function createWorkerPool<Request, Response>({
  size,
  startWorker,
  unavailable,
  job: what,
  idleMs = 20_000,
}: WorkerPoolOptions<Response>): WorkerPool<Request, Response> {
  const idle: { worker: Worker; timer: ReturnType<typeof setTimeout> | undefined }[] = [];
  const queue: Job<Request, Response>[] = [];
  let running = 0;

  function rest(worker: Worker): void {
    const end = () => {
      idle.splice(idle.findIndex((entry) => entry.worker === worker), 1);
      worker.terminate();
    };
    idle.push({ worker, timer: idleMs === null ? undefined : setTimeout(end, idleMs) });
  }

  function take(): Worker | null {
    const entry = idle.pop();
    if (entry) {
      clearTimeout(entry.timer);
      return entry.worker;
    }
    return startWorker();
  }

  function run(worker: Worker, job: Job<Request, Response>): void {
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
    const onMessage = (event: MessageEvent<Response>) => {
      if (finish(true)) job.resolve(event.data);
    };
    const onFailure = () => {
      if (finish(false)) job.resolve(unavailable('The worker failed'));
    };
    const timer = setTimeout(() => {
      if (finish(false)) job.reject(new Error(`${what} took longer than ${job.timeoutMs / 1000} s`));
    }, job.timeoutMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onFailure);
    worker.addEventListener('messageerror', onFailure);
    worker.postMessage(job.request, { transfer: job.transfer });
  }

  function next(): void {
    while (queue.length > 0 && running < size) {
      const job = queue.shift();
      if (!job) return;
      const worker = take();
      if (worker) run(worker, job);
      else job.resolve(unavailable('No worker could be started'));
    }
  }

  return {
    run(request, timeoutMs, transfer = []) {
      return new Promise((resolve, reject) => {
        queue.push({ request, transfer, timeoutMs, resolve, reject });
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
