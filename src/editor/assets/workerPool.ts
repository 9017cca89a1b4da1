/**
 * Workers kept between jobs, one job each at a time and as many as the device has cores: ten
 * phone photos decode side by side instead of one after another (issue 32), and fifty pictures'
 * looks are filtered for the print file the same way (issue 33); no job waits for a worker to
 * start and load its module once the pool is warm. Workers idle for `idleMs` are ended, so their
 * memory goes back.
 */
/** What a worker may post before its answer, e.g. a photo's small previews before the photo itself. */
export interface EarlyMessage<Early> {
  early: Early;
}

function isEarlyMessage<Early>(data: unknown): data is EarlyMessage<Early> {
  return typeof data === 'object' && data !== null && 'early' in data;
}

export interface WorkerPool<Request, Response, Early = never> {
  /**
   * Answers the request from the first free worker, handing it `transfer`; what the worker posts
   * early (EarlyMessage) goes to `onEarly`. A worker that fails to load, or none at all, answers
   * `unavailable`; one that does not answer within `timeoutMs` is ended and the promise rejects.
   */
  run(request: Request, timeoutMs: number, transfer?: Transferable[], onEarly?: (early: Early) => void): Promise<Response>;
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

interface Job<Request, Response, Early> {
  request: Request;
  transfer: Transferable[];
  timeoutMs: number;
  onEarly: ((early: Early) => void) | undefined;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

export function createWorkerPool<Request, Response, Early = never>({
  size,
  startWorker,
  unavailable,
  job: what,
  idleMs = 20_000,
}: WorkerPoolOptions<Response>): WorkerPool<Request, Response, Early> {
  const idle: { worker: Worker; timer: ReturnType<typeof setTimeout> | undefined }[] = [];
  const queue: Job<Request, Response, Early>[] = [];
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

  function run(worker: Worker, job: Job<Request, Response, Early>): void {
    running += 1;
    const listening = new AbortController();
    const finish = (keepWorker: boolean) => {
      if (listening.signal.aborted) return false;
      listening.abort();
      clearTimeout(timer);
      running -= 1;
      if (keepWorker) rest(worker);
      else worker.terminate();
      next();
      return true;
    };
    const onMessage = (event: MessageEvent<Response | EarlyMessage<Early>>) => {
      if (isEarlyMessage<Early>(event.data)) job.onEarly?.(event.data.early);
      else if (finish(true)) job.resolve(event.data);
    };
    const onFailure = () => {
      if (finish(false)) job.resolve(unavailable('The worker failed'));
    };
    const timer = setTimeout(() => {
      if (finish(false)) job.reject(new Error(`${what} took longer than ${job.timeoutMs / 1000} s`));
    }, job.timeoutMs);
    const { signal } = listening;
    worker.addEventListener('message', onMessage, { signal });
    worker.addEventListener('error', onFailure, { signal });
    worker.addEventListener('messageerror', onFailure, { signal });
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
    run(request, timeoutMs, transfer = [], onEarly) {
      return new Promise((resolve, reject) => {
        queue.push({ request, transfer, timeoutMs, onEarly, resolve, reject });
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
