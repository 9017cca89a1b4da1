/** Printful's REST API v1 over fetch: the `{code, result, error}` envelope, retries, timeouts. */

export const defaultPrintfulApiBase = 'https://api.printful.com';

/** Printful's documented lock-out after a rate limit is exceeded, used when it names no wait. */
const defaultLockoutSeconds = 60;

/** Printful answered with an error status (4xx/5xx) or a body that is not its envelope. */
export class PrintfulError extends Error {
  override name = 'PrintfulError';
  readonly status: number;
  /** Printful's `error.reason`, e.g. "BadRequest", when it sent one. */
  readonly reason: string | undefined;
  constructor(status: number, message: string, reason?: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

/** Still rate limited after the retries we were willing to wait for. */
export class PrintfulRateLimitError extends PrintfulError {
  override name = 'PrintfulRateLimitError';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, 'TooManyRequests');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Printful could not be reached or did not answer in time. */
export class PrintfulUnavailableError extends Error {
  override name = 'PrintfulUnavailableError';
}

export interface PrintfulClientOptions {
  apiKey: string;
  baseUrl?: string | undefined;
  storeId?: string | undefined;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries of a 429, a 5xx or a network failure. */
  maxRetries?: number;
  /** First backoff after a 5xx or network failure; doubles each retry. */
  backoffMs?: number;
  /** The longest single wait a 429 may ask for before we give up instead. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PrintfulClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** Downloads a file Printful links to (a mockup), at most `maxBytes`. */
  download(url: string, maxBytes: number): Promise<Buffer>;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Envelope {
  code?: unknown;
  result?: unknown;
  error?: { reason?: unknown; message?: unknown };
}

function errorMessage(envelope: Envelope, status: number): string {
  const { error, result } = envelope;
  if (typeof error?.message === 'string' && error.message) return error.message;
  if (typeof result === 'string' && result) return result;
  return `Printful answered ${status}`;
}

/**
 * Seconds to wait after a 429: the Retry-After header (seconds or a date), else the number of
 * seconds Printful names in its message ("…try again after 37 seconds"), else its lock-out.
 */
export function retryAfterSeconds(header: string | null, message: string, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const named = /(\d+)\s*seconds?/i.exec(message);
  return named ? Number(named[1]) : defaultLockoutSeconds;
}

export function createPrintfulClient(options: PrintfulClientOptions): PrintfulClient {
  const baseUrl = options.baseUrl ?? defaultPrintfulApiBase;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxRetries = options.maxRetries ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 65_000;
  const sleep = options.sleep ?? delay;
  const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}` };
  if (options.storeId) headers['x-pf-store-id'] = options.storeId;

  async function attempt(method: string, path: string, body: unknown) {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PrintfulUnavailableError(`Printful could not be reached: ${String(error)}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      // Not Printful's envelope (a proxy's error page); the status decides what happens.
    }
    const envelope: Envelope = typeof parsed === 'object' && parsed !== null ? parsed : {};
    return { response, envelope };
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let retry = 0; ; retry++) {
      let outcome;
      try {
        outcome = await attempt(method, path, body);
      } catch (error) {
        if (retry >= maxRetries) throw error;
        await sleep(backoffMs * 2 ** retry);
        continue;
      }
      const { response, envelope } = outcome;
      if (response.ok && 'result' in envelope) return envelope.result as T;
      const message = errorMessage(envelope, response.status);
      if (response.status === 429) {
        const wait = retryAfterSeconds(response.headers.get('retry-after'), message);
        if (retry >= maxRetries || wait * 1000 > maxRetryWaitMs) {
          throw new PrintfulRateLimitError(message, wait);
        }
        await sleep(wait * 1000);
        continue;
      }
      if (response.status >= 500 && retry < maxRetries) {
        await sleep(backoffMs * 2 ** retry);
        continue;
      }
      const reason = typeof envelope.error?.reason === 'string' ? envelope.error.reason : undefined;
      throw new PrintfulError(response.ok ? 502 : response.status, message, reason);
    }
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    async download(url, maxBytes) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new PrintfulUnavailableError(`A Printful file could not be fetched: ${String(error)}`);
      }
      if (!response.ok) throw new PrintfulError(response.status, `A Printful file answered ${response.status}`);
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) throw new PrintfulError(502, 'A Printful file is larger than expected');
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > maxBytes) throw new PrintfulError(502, 'A Printful file is larger than expected');
      return bytes;
    },
  };
}
