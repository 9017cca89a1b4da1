import { z } from 'zod';
import type { PublicOrder } from '../../shared/orderApi.ts';
import { orderStatuses } from '../../shared/orderApi.ts';
import { ClientError } from '../plugins/errors.ts';
import { plainIssueWords } from './fieldRules.ts';

/** Every error answer: `{error}`, a message the shopper can read. */
export const errorBody = z.object({ error: z.string() });

/** The error answers every route may give (the error handler shapes them all). */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

/** The text fields of the design upload (preview and checkout), read from the multipart form. */
export const designFieldsSchema = z.object({
  // Whether it is one of the catalog's is the variant's own check (resolveVariant), at any length.
  variantID: z.string({ error: 'variantID is required.' }).trim().min(1, 'variantID is required.'),
  // The client's localStorage uuid: an opaque short token, never used in a path.
  uuid: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(value), 'uuid is not valid.'),
});

/**
 * Multipart fields are read while the body streams, after fastify's own validation: the same
 * kind of schema checks them here, its first issue answered as a 400 that names the field by its
 * path and says what it must be (`design/items/0/rotation must be a number from -3600 to 3600`,
 * fieldRules.ts), or gives the schema's own message after the path unless that message starts
 * with the field's name. `field` is the form field the value came from, for a JSON value.
 */
export function parseFields<T>(schema: z.ZodType<T>, fields: unknown, field?: string): T {
  const result = schema.safeParse(fields, { error: plainIssueWords });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ClientError(400, 'The form is not valid.');
  const path = [...(field === undefined ? [] : [field]), ...issue.path.map(String)];
  const name = path.at(-1);
  if (name === undefined || issue.message.startsWith(name)) throw new ClientError(400, issue.message);
  throw new ClientError(400, `${path.join('/')} ${issue.message}`);
}

export const publicOrderSchema = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  model_key: z.string(),
  model_name: z.string(),
  finish: z.string(),
  currency: z.string(),
  list_amount_cents: z.number().int(),
  amount_paid_cents: z.number().int().nullable(),
  design_image_url: z.string().nullable(),
  ship_to: z.string().nullable(),
  tracking: z
    .object({ number: z.string().nullable(), url: z.string().nullable(), carrier: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
}) satisfies z.ZodType<PublicOrder>;

/** What the webhooks answer once an event is taken (or ignored). */
export const webhookReceived = z.object({ received: z.literal(true), outcome: z.string().optional() });

/** `{product_image_links}`: our URLs of the mockup pictures. */
export const previewAnswer = z.object({ product_image_links: z.array(z.string()) });

export const checkoutAnswer = z.object({ checkout_url: z.string(), order_id: z.string() });
