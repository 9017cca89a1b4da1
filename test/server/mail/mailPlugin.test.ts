import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailsOfOrder } from '../../../src/server/mail/outboxRepository.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtpServer.ts';
import { buildTestApp, type TestApp } from '../../helpers/testApp.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';
import { createCheckout, testPaymentForm } from '../orders/orderFixtures.ts';

describe('the store with SMTP_URL', () => {
  let smtp: TestSmtpServer;
  let test: TestApp;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    test = await buildTestApp({
      ...(await testDatabaseEnv()),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Case Collage <orders@shop.example>',
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterEach(async () => {
    await test.close();
    await smtp.close();
  });

  it('sends the shopper the confirmation of a payment, with the picture of the design they made', async () => {
    const orderId = (await createCheckout(test.app)).order_id;
    const paid = await test.app.inject({ method: 'POST', url: `/api/test_payment/${orderId}`, payload: testPaymentForm });
    expect(paid.statusCode).toBe(200);
    expect(test.app.mail.mode).toBe('smtp');
    await test.app.mail.worker?.runDue();

    expect(smtp.received.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject])).toEqual([
      ['ada@example.com', 'Your Case Collage order is confirmed'],
    ]);
    const picture = smtp.received[0]?.attachments[0]?.content;
    // The design of the fixture is one flat colour (#edafb8): so is its picture in the e-mail.
    const { data } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0xed, 0xaf, 0xb8]);
    expect((await emailsOfOrder(test.app.orders.db, orderId)).map((email) => email.status)).toEqual(['sent']);
  });
});
