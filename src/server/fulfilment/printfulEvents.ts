import { z } from 'zod';
import type { Tracking } from '../orders/orderRepository.ts';
import type { PrintfulOrder } from './printfulOrders.ts';

/** The Printful v1 webhook events that change an order's status here. */
export const printfulOrderEvents = ['package_shipped', 'order_failed', 'order_canceled', 'order_updated'];

/** A Printful v1 webhook body, as the route declares it. */
export const printfulWebhookSchema = z.object({
  type: z.string().max(64),
  data: z
    .object({
      order: z.object({ external_id: z.string().max(64).nullable().optional() }).optional(),
      reason: z.string().max(1000).optional(),
    })
    .optional(),
});

/** What a webhook body says; only a hint, since v1 webhooks are not signed. */
export function printfulWebhookHints({ type, data }: z.infer<typeof printfulWebhookSchema>): {
  type: string;
  externalId: string | undefined;
  reason: string | undefined;
} {
  return { type, externalId: data?.order?.external_id ?? undefined, reason: data?.reason };
}

export type PrintfulOrderUpdate =
  | { status: 'shipped'; tracking: Tracking }
  | { status: 'failed' | 'canceled' };

/**
 * What Printful's own copy of an order (fetched, not taken from the webhook) says changed:
 * canceled, failed, or shipped with the latest shipment's tracking.
 */
export function updateFromPrintfulOrder(order: PrintfulOrder): PrintfulOrderUpdate | undefined {
  if (order.status === 'canceled') return { status: 'canceled' };
  if (order.status === 'failed') return { status: 'failed' };
  const shipment = order.shipments.at(-1);
  if (!shipment) return undefined;
  const number = shipment.tracking_number;
  return {
    status: 'shipped',
    tracking: {
      number: number === null || number === undefined ? null : String(number),
      url: shipment.tracking_url ?? null,
      carrier: shipment.carrier ?? null,
    },
  };
}
