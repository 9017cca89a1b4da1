import { useEffect, useState } from 'react';
import type { PublicOrder } from '../shared/orderApi.ts';
import { fetchOrder, OrderRequestError } from './orderClient.ts';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'loaded'; order: PublicOrder }
  | { kind: 'error'; notFound: boolean; message: string };

export interface UseOrderOptions {
  /** Ask again every `intervalMs` while this is true of the order (e.g. waiting for payment). */
  pollWhile?: (order: PublicOrder) => boolean;
  intervalMs?: number;
  /** Stop asking after this many polls. */
  maxPolls?: number;
}

/** Loads an order's public status, and keeps it fresh while `pollWhile` holds. */
export function useOrder(orderId: string, options: UseOrderOptions = {}): OrderState {
  const { pollWhile, intervalMs = 2000, maxPolls = 90 } = options;
  // Tagged with the order it belongs to, so another order id reads as loading at once.
  const [current, setCurrent] = useState<{ orderId: string; state: OrderState }>();

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const load = async () => {
      try {
        const order = await fetchOrder(orderId);
        if (cancelled) return;
        setCurrent({ orderId, state: { kind: 'loaded', order } });
        if (pollWhile?.(order) && polls < maxPolls) {
          polls += 1;
          timer = setTimeout(() => void load(), intervalMs);
        }
      } catch (error) {
        if (cancelled) return;
        const status = error instanceof OrderRequestError ? error.status : 0;
        const message = (error as Error).message;
        setCurrent({ orderId, state: { kind: 'error', notFound: status === 404, message } });
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [orderId, pollWhile, intervalMs, maxPolls]);

  return current?.orderId === orderId ? current.state : { kind: 'loading' };
}
