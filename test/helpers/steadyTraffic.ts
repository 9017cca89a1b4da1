import type { StoreProcess } from './storeProcess.ts';

/** The shopper requests the traffic mixes. */
export type RequestKind = 'catalog' | 'preview' | 'share' | 'checkout';

/** One answered (or failed) request: status 0 when no answer came (a refused or hung connection). */
export interface TrafficRecord {
  kind: RequestKind;
  store: number;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  /** The `{error}` message of a failed answer. */
  error?: string;
}

/** How to make one request of a kind: its path and, for a post, a body built for it. */
export interface RequestRecipe {
  path: string;
  body?: () => Promise<FormData>;
}

export interface SteadyTraffic {
  records: TrafficRecord[];
  stop(): Promise<void>;
}

/** Longer than any answer may take: a request still waiting then counts as hung (status 0). */
const hungAfterMs = 10_000;

/**
 * Sends each kind of request in a loop of its own, one at a time with a short pause, to the stores
 * in turn. Every request comes from a new client address (X-Forwarded-For; the stores trust one
 * proxy) without a cookie, so no limit refuses it: any failure is the store's.
 */
export function startSteadyTraffic(stores: readonly StoreProcess[], recipes: Record<RequestKind, RequestRecipe>): SteadyTraffic {
  const records: TrafficRecord[] = [];
  let running = true;
  const loop = async (kind: RequestKind, lane: number) => {
    const recipe = recipes[kind];
    for (let count = 0; running; count += 1) {
      const store = count % stores.length;
      const address = `10.${lane}.${(count >> 8) & 255}.${count & 255}`;
      const start = Date.now();
      let status = 0;
      let retryAfter: string | null = null;
      let error: string | undefined;
      try {
        const response = await fetch(`${stores[store]?.url}${recipe.path}`, {
          method: recipe.body ? 'POST' : 'GET',
          body: await recipe.body?.(),
          headers: { 'x-forwarded-for': address },
          signal: AbortSignal.timeout(hungAfterMs),
        });
        const body = await response.text();
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        if (!response.ok) error = body;
      } catch {
        // No answer: recorded as status 0.
      }
      records.push({ kind, store, start, end: Date.now(), status, retryAfter, error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = (Object.keys(recipes) as RequestKind[]).map((kind, lane) => loop(kind, lane + 1));
  return {
    records,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export const succeeded = (record: TrafficRecord) => record.status >= 200 && record.status < 300;

/** The distinct error answers among `records`, with how many of each, e.g. `checkout 503 {"error":"…"} ×3`. */
export function errorAnswers(records: readonly TrafficRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const { kind, status, error } of records) {
    if (error === undefined) continue;
    const answer = `${kind} ${status} ${error}`;
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
  }
  return [...counts].map(([answer, count]) => `${answer} ×${count}`);
}

/** How many answers of each status each kind got, e.g. {checkout: {200: 12, 503: 4}}. */
export function statusCounts(records: readonly TrafficRecord[]): Partial<Record<RequestKind, Record<number, number>>> {
  const counts: Partial<Record<RequestKind, Record<number, number>>> = {};
  for (const { kind, status } of records) {
    const ofKind = (counts[kind] ??= {});
    ofKind[status] = (ofKind[status] ?? 0) + 1;
  }
  return counts;
}

/**
 * Milliseconds from `backAt` (a server's return) to the start of the last request that still
 * failed, among `records`; 0 when none failed after the return.
 */
export function recoveryMs(records: readonly TrafficRecord[], backAt: number): number {
  const lastFailure = Math.max(backAt, ...records.filter((record) => !succeeded(record)).map((record) => record.start));
  return lastFailure - backAt;
}
