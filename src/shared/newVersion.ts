/**
 * Whether a newer version of the store waits for this page (issue 35): a new service worker is
 * installed and waiting (`ready`), or the server refused this page's API version (`required`).
 * Either way the page offers "A new version is ready — Reload"; it never reloads by itself.
 */
export type NewVersionState = 'none' | 'ready' | 'required';

type Listener = () => void;

let state: NewVersionState = 'none';
const listeners = new Set<Listener>();
/** Set by the service worker's registration; without one a plain reload is the new version. */
let takeNewVersion: () => Promise<void> = async () => {
  window.location.reload();
};

export const newVersion = {
  get: (): NewVersionState => state,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Offers the new version; `required` outranks `ready`. */
  offer(kind: Exclude<NewVersionState, 'none'>): void {
    if (state === kind || state === 'required') return;
    state = kind;
    for (const listener of listeners) listener();
  },
  /** Hides the offer until the next one. */
  dismiss(): void {
    state = 'none';
    for (const listener of listeners) listener();
  },
  setTaker(taker: () => Promise<void>): void {
    takeNewVersion = taker;
  },
  /** The shopper's Reload: loads the new version (the editor saves the design as the page goes). */
  take: (): Promise<void> => takeNewVersion(),
};
