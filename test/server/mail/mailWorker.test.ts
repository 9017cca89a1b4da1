import nodemailer, { type Transporter } from 'nodemailer';
import sharp from 'sharp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeEmail } from '../../../src/server/mail/composeEmail.ts';
import { createMailWorker } from '../../../src/server/mail/mailWorker.ts';
import { queueOrderConfirmation } from '../../../src/server/mail/orderEmailQueue.ts';
import { findEmail, listEmails } from '../../../src/server/mail/outboxRepository.ts';
import { createFileStorage, type FileStorage } from '../../../src/server/plugins/fileStorage.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtpServer.ts';
import { openTestDb, seedOrder, type TestDb } from '../orders/dbFixtures.ts';

const silent = { info() {}, warn() {}, error() {} };
const storeUrl = 'https://shop.example';

describe('the mail worker, over a real SMTP server', () => {
  let test: TestDb;
  let smtp: TestSmtpServer;
  let storage: FileStorage;
  let filesDir: string;
  let clock: Date;
  const transports: Transporter[] = [];
  beforeEach(async () => {
    test = await openTestDb();
    smtp = await startSmtpServer();
    filesDir = await mkdtemp(join(tmpdir(), 'case-collage-mail-'));
    storage = createFileStorage(filesDir, storeUrl);
    clock = new Date('2026-03-02T15:00:00.000Z');
  });
  afterEach(async () => {
    for (const transport of transports.splice(0)) transport.close();
    await smtp.close();
    await test.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** A mail worker as each store process runs one, with its own SMTP connection. */
  function worker(url = smtp.url) {
    const transport = nodemailer.createTransport({ url, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 5000 });
    transports.push(transport);
    return createMailWorker({
      db: test.db,
      compose: (row) => composeEmail(row, { db: test.db, storage, storeUrl, from: 'Case Collage <orders@shop.example>' }),
      send: async (message) => {
        await transport.sendMail(message);
      },
      log: silent,
      now: () => clock,
      retryBaseMs: 60_000,
    });
  }
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  /** A paid order with a real design file and a shopper's e-mail, its confirmation queued. */
  async function queuedConfirmation(email = 'ada@example.com'): Promise<{ orderId: string; emailId: string }> {
    const design = await storage.save(await sharp({ create: { width: 879, height: 1830, channels: 4, background: '#edafb8' } }).png().toBuffer(), 'png');
    const orderId = await seedOrder(test.db, { createdAt: clock, paid: true, files: [design.name] });
    await test.db.updateTable('orders').set({ customer_email: email }).where('id', '=', orderId).execute();
    expect(await queueOrderConfirmation(test.db, { id: orderId, customer_email: email }, clock)).toBe(true);
    const row = (await listEmails(test.db, { offset: 0, limit: 100 })).find((entry) => entry.order_id === orderId);
    if (!row) throw new Error('no e-mail queued');
    return { orderId, emailId: row.id };
  }

  it('sends the order confirmation as text and HTML with the design inline, and records it sent', async () => {
    const { orderId, emailId } = await queuedConfirmation();
    await worker().runDue();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Your Case Collage order is confirmed');
    expect(mail?.from?.text).toBe('"Case Collage" <orders@shop.example>');
    expect(mail?.text).toContain(`Order number: ${orderId}`);
    expect(mail?.text).toContain('Case: iPhone 15 case, Matte');
    expect(mail?.text).toContain('Amount paid: $38.99');
    // Paid on Monday 2 March: seven business days later is Wednesday 11 March.
    expect(mail?.text).toContain('Estimated delivery: Wednesday, March 11 (free shipping to Brooklyn, NY)');
    expect(mail?.text).toContain(`https://shop.example/order/${orderId}`);
    expect(mail?.html).toContain('<img src="cid:design@case-collage"');
    expect(mail?.html).toContain(`href="https://shop.example/order/${orderId}"`);
    const picture = mail?.attachments[0];
    expect(picture).toMatchObject({ contentType: 'image/png', contentId: '<design@case-collage>' });
    expect((await sharp(picture?.content).metadata()).height).toBe(480);
    expect(await findEmail(test.db, emailId)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: clock.toISOString(),
      message_id: `<${emailId}@shop.example>`,
    });
    expect(mail?.messageId).toBe(`<${emailId}@shop.example>`);
  });

  it('sends each e-mail once when two workers (two store processes) drain the outbox at once', async () => {
    const queued = await Promise.all(Array.from({ length: 8 }, (_, index) => queuedConfirmation(`shopper${index}@example.com`)));
    const [first, second] = [worker(), worker()];
    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);

    const ids = smtp.received.map((mail) => mail.messageId).sort();
    expect(ids).toEqual(queued.map(({ emailId }) => `<${emailId}@shop.example>`).sort());
    const rows = await listEmails(test.db, { offset: 0, limit: 100 });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
  });

  it('keeps an e-mail the server refuses for now and sends it once the server accepts', async () => {
    const { emailId } = await queuedConfirmation();
    smtp.refuseNext(2, 451);
    const sender = worker();
    await sender.runDue();
    expect(smtp.received).toHaveLength(0);
    expect(await findEmail(test.db, emailId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      claimed_until: null,
      next_attempt_at: new Date(clock.getTime() + 60_000).toISOString(),
      last_error: expect.stringMatching(/451/) as unknown,
    });

    advance(59_000);
    await sender.runDue();
    expect((await findEmail(test.db, emailId))?.attempts).toBe(1);

    advance(1_000);
    await sender.runDue();
    expect((await findEmail(test.db, emailId))?.next_attempt_at).toBe(new Date(clock.getTime() + 120_000).toISOString());

    advance(120_000);
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(await findEmail(test.db, emailId)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('loses nothing while the SMTP server is down and sends once it is back', async () => {
    const { emailId } = await queuedConfirmation();
    const { port } = smtp;
    await smtp.close();
    const sender = worker(`smtp://127.0.0.1:${port}`);
    await sender.runDue();
    expect(await findEmail(test.db, emailId)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) as unknown });

    smtp = await startSmtpServer(port);
    advance(60_000);
    await sender.runDue();
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${emailId}@shop.example>`]);
    expect((await findEmail(test.db, emailId))?.status).toBe('sent');
  });

  it('gives up at once on a mailbox the server says does not exist', async () => {
    const { emailId } = await queuedConfirmation('nobody@example.com');
    smtp.refuseRecipients(550);
    await worker().runDue();
    advance(3_600_000);
    await worker().runDue();
    expect(smtp.received).toHaveLength(0);
    expect(await findEmail(test.db, emailId)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/550/) as unknown });
  });

  it('gives up an e-mail still refused three days after it was queued', async () => {
    const { emailId } = await queuedConfirmation();
    smtp.refuseNext(1000, 451);
    const sender = worker();
    for (let day = 0; day < 3; day += 1) {
      await sender.runDue();
      expect((await findEmail(test.db, emailId))?.status).toBe('pending');
      advance(24 * 3_600_000);
    }
    await sender.runDue();
    expect(await findEmail(test.db, emailId)).toMatchObject({ status: 'failed', attempts: 4 });
  });
});
