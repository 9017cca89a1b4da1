import { z } from 'zod';
import { PrintfulError, type PrintfulClient } from '../printful/printfulClient.ts';

/** The parts of a Printful v1 order we read (GET /orders/{id}). */
const printfulOrderSchema = z.object({
  id: z.number(),
  external_id: z.string().nullable().optional(),
  status: z.string(),
  shipments: z
    .array(
      z.object({
        carrier: z.string().nullable().optional(),
        tracking_number: z.union([z.string(), z.number()]).nullable().optional(),
        tracking_url: z.string().nullable().optional(),
      }),
    )
    .optional()
    .default([]),
});
export type PrintfulOrder = z.infer<typeof printfulOrderSchema>;

function parseOrder(value: unknown): PrintfulOrder {
  const result = printfulOrderSchema.safeParse(value);
  if (!result.success) throw new PrintfulError(502, 'Printful sent an unexpected order');
  return result.data;
}

/** Printful addresses an order by our id as `@<external_id>`. */
const byExternalId = (externalId: string) => `/orders/@${encodeURIComponent(externalId)}`;

/** The Printful order carrying our order id, or undefined when Printful has none. */
export async function findPrintfulOrder(
  client: PrintfulClient,
  externalId: string,
): Promise<PrintfulOrder | undefined> {
  try {
    return parseOrder(await client.get(byExternalId(externalId)));
  } catch (error) {
    if (error instanceof PrintfulError && error.status === 404) return undefined;
    throw error;
  }
}

export interface PrintfulOrderInput {
  externalId: string;
  recipient: Record<string, string>;
  variantId: number;
  /** A URL Printful can download the print file from. */
  fileUrl: string;
}

/** Creates a draft order (POST /orders without confirm: nothing is charged or printed yet). */
export async function createPrintfulDraft(
  client: PrintfulClient,
  input: PrintfulOrderInput,
): Promise<PrintfulOrder> {
  return parseOrder(
    await client.post('/orders', {
      external_id: input.externalId,
      recipient: input.recipient,
      items: [
        {
          variant_id: input.variantId,
          quantity: 1,
          files: [{ type: 'default', url: input.fileUrl }],
        },
      ],
    }),
  );
}

/** Sends a draft to production (POST /orders/{id}/confirm). */
export async function confirmPrintfulOrder(
  client: PrintfulClient,
  printfulId: number,
): Promise<PrintfulOrder> {
  return parseOrder(await client.post(`/orders/${printfulId}/confirm`, {}));
}
