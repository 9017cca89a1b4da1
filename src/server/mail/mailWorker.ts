import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { isDatabaseUnavailable } from '../db/databaseFailures.ts';
import { retryDelayMs } from '../fulfilment/fulfilmentWorker.ts';
import { createPoller } from '../jobs/poller.ts';
import type { OrdersDb } from '../orders/orderRepository.ts';
import { PermanentMailError } from './composeEmail.ts';
import {
  claimEmail,
  emailsDue,
  markEmailSent,
  recordEmailFailure,
  type OutboxRow,
} from './outboxRepository.ts';

export interface MailWorkerOptions {
  db: OrdersDb;
  /** The message for an outbox e-mail (composeEmail); a PermanentMailError is never retried. */
  compose: (row: OutboxRow) => Promise<SendMailOptions>;
  /** Hands a message to the SMTP server; resolves once the server accepted it. */
  send: (message: SendMailOptions) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How long one send may hold an e-mail before another worker may take it. */
  leaseMs?: number;
  /** The wait after the first failure; doubles per failure up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** An e-mail still unsent this long after it was queued is given up (status failed). */
  giveUpMs?: number;
  /** How often due e-mails are looked for. */
  pollMs?: number;
}

export interface MailWorker {
  /** Sends every e-mail that is due, one at a time. */
  runDue(): Promise<void>;
  /** Sends what is due now, as an e-mail was just queued (after the run under way, if any); polling stays the fallback. */
  wake(): void;
  /** Runs the due e-mails now and then every `pollMs`. */
  start(): void;
  /** Stops the timer and waits for a send in flight. */
  stop(): Promise<void>;
}

/** The SMTP server refused the recipient for good (5xx to RCPT TO): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * Drains the outbox like the fulfilment worker drains paid orders: each e-mail is claimed with a
 * conditional update before it is sent, so of several store processes one sends it, and a failure
 * (the SMTP server down or refusing for now) is tried again with backoff, so nothing is lost. The
 * one gap is a process that dies after the server accepted a message and before it was marked
 * sent: its claim expires and the e-mail goes again, with the same Message-ID.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, compose, send, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const giveUpMs = options.giveUpMs ?? 3 * 24 * 60 * 60_000;
  const pollMs = options.pollMs ?? 15_000;

  async function sendOne(id: string): Promise<void> {
    const start = now();
    const row = await claimEmail(db, id, start, new Date(start.getTime() + leaseMs));
    if (!row) return;
    try {
      const message = await compose(row);
      await send(message);
      await markEmailSent(db, row.id, String(message.messageId), now());
      log.info({ emailId: row.id, orderId: row.order_id, kind: row.kind }, 'e-mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts, retryBaseMs, retryMaxMs));
      const givingUp = isPermanent(error) || retryAt.getTime() > Date.parse(row.created_at) + giveUpMs;
      await recordEmailFailure(db, row.id, reason, givingUp ? null : retryAt);
      log.warn({ emailId: row.id, orderId: row.order_id, attempt: row.attempts, err: error }, givingUp ? 'e-mail given up' : 'e-mail not sent; will retry');
    }
  }

  async function drain(): Promise<void> {
    for (const id of await emailsDue(db, now())) await sendOne(id);
  }

  const poller = createPoller(
    () =>
      drain().catch((error: unknown) => {
        // Nothing is lost: the e-mails stay due in the outbox, and the next turn takes them.
        if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'e-mail skipped its turn: the order database is unreachable');
        else log.error({ err: error }, 'the outbox could not be read');
      }),
    pollMs,
  );
  return { runDue: poller.run, wake: poller.wake, start: poller.start, stop: poller.stop };
}
