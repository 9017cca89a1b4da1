import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../config.ts';
import { composeEmail } from './composeEmail.ts';
import { createMailWorker, type MailWorker } from './mailWorker.ts';

export interface MailServices {
  /** `smtp`: the worker sends the outbox through SMTP_URL; `outbox`: test mode, e-mails wait in the outbox to be read at /admin/outbox. */
  mode: 'smtp' | 'outbox';
  worker: MailWorker | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailServices;
  }
}

/**
 * The shopper e-mails' sender: with SMTP_URL (and MAIL_FROM, PUBLIC_URL, which the config
 * requires with it) a worker in every process drains the outbox over SMTP, woken by the process
 * that queues an e-mail and looking every MAIL_POLL_SECONDS for the rest (another process's
 * e-mails, retries); without it the e-mails stay in the outbox. Needs `orders` and `storage` registered first.
 */
export async function registerMail(app: FastifyInstance, env: Env): Promise<void> {
  const { SMTP_URL: url, MAIL_FROM: from, PUBLIC_URL: storeUrl } = env;
  if (!url || !from || !storeUrl) {
    app.decorate('mail', { mode: 'outbox', worker: null });
    return;
  }
  // Each timeout under the worker's 5-minute claim, so a hung server never lets two processes send.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  const { db } = app.orders;
  const worker = createMailWorker({
    db,
    compose: (row) => composeEmail(row, { db, storage: app.storage, storeUrl, from }),
    send: async (message) => {
      await transport.sendMail(message);
    },
    log: app.log,
    pollMs: env.MAIL_POLL_SECONDS * 1000,
  });
  app.decorate('mail', { mode: 'smtp', worker });
  app.addHook('onReady', async () => worker.start());
  // Before onClose, where the orders plugin closes the database.
  app.addHook('preClose', async () => {
    await worker.stop();
    transport.close();
  });
}
