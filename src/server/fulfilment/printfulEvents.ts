import { z } from 'zod';
import type { Tracking } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import type { PrintfulOrder } from './printfulOrders.ts';

/** The Printful v1 webhook events that change an order's status here. */
export const printfulOrderEvents = ['package_shipped', 'order_failed', 'order_canceled', 'order_updated'];

const webhookSchema = z.object({
  type: z.string().max(64),
  data: z
    .object({
      order: z.object({ external_id: z.string().max(64).nullable().optional() }).optional(),
      reason: z.string().max(1000).optional(),
    })
    .optional(),
});

/** Reads a webhook body; its content is only a hint, since v1 webhooks are not signed. */
export function parsePrintfulWebhook(body: unknown): {
  type: string;
  externalId: string | undefined;
  reason: string | undefined;
} {
  const result = webhookSchema.safeParse(body);
  if (!result.success) throw new ClientError(400, 'Not a Printful webhook event.');
  const { type, data } = result.data;
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
