import type { SendMailOptions } from 'nodemailer';
import sharp from 'sharp';
import type { FileStorage } from '../plugins/fileStorage.ts';
import { findOrder, type OrdersDb } from '../orders/orderRepository.ts';
import { designImageCid, renderOrderEmail } from './orderEmails.ts';
import type { OutboxRow } from './outboxRepository.ts';

/** A send that can never succeed (the order is gone, the mailbox does not exist): not retried. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

export interface ComposeOptions {
  db: OrdersDb;
  storage: Pick<FileStorage, 'read'>;
  /** PUBLIC_URL. */
  storeUrl: string;
  /** MAIL_FROM. */
  from: string;
}

/** The design's picture for an e-mail: at most 480 px tall, so the message stays small. */
async function designPicture(storage: ComposeOptions['storage'], name: string | null): Promise<Buffer | undefined> {
  const design = name ? await storage.read(name) : undefined;
  if (!design) return undefined;
  return sharp(design).resize({ height: 480, fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
}

/** The Message-ID of an outbox e-mail: the same on every attempt, so a repeat can be recognised. */
export function messageIdOf(row: Pick<OutboxRow, 'id'>, storeUrl: string): string {
  return `<${row.id}@${new URL(storeUrl).hostname}>`;
}

/**
 * The message nodemailer sends for an outbox e-mail, rendered from the order as it is now, with
 * the picture of the design attached inline (while the order still has it).
 */
export async function composeEmail(row: OutboxRow, options: ComposeOptions): Promise<SendMailOptions> {
  const order = await findOrder(options.db, row.order_id);
  if (!order) throw new PermanentMailError(`Order ${row.order_id} no longer exists.`);
  const picture = row.kind === 'order-confirmation' ? await designPicture(options.storage, order.design_file) : undefined;
  const email = renderOrderEmail(row.kind, order, {
    storeUrl: options.storeUrl,
    designImageSrc: picture ? `cid:${designImageCid}` : null,
  });
  return {
    from: options.from,
    to: row.recipient,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageIdOf(row, options.storeUrl),
    attachments: picture ? [{ filename: 'your-design.png', content: picture, contentType: 'image/png', cid: designImageCid }] : [],
  };
}
