import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/server/orders/orderRepository.ts';
import { renderOrderEmail } from '../../../src/server/mail/orderEmails.ts';
import { addBusinessDays } from '../../../src/shared/business.ts';

const order: OrderRow = {
  id: 'abcdefghijklmnopqrstuvwxyz',
  status: 'shipped',
  model_key: '15',
  finish: 'Glossy',
  variant_id: '17722',
  visitor_id: null,
  design_file: null,
  files: '[]',
  currency: 'usd',
  list_amount_cents: 3899,
  paid_amount_cents: 3314,
  payment_provider: 'stripe',
  payment_session_id: 'cs_test_1',
  checkout_session_id: 'cs_test_1',
  review_reason: null,
  customer_email: 'ada@example.com',
  shipping: JSON.stringify({ name: 'Ada <b>Lovelace</b>', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'US' }),
  fulfilment_provider: 'printful',
  fulfilment_order_id: '77',
  fulfilment_attempts: 1,
  next_attempt_at: null,
  claimed_until: null,
  last_error: null,
  tracking_number: 'TRACK-1',
  tracking_url: 'https://track.example/1?a=1&b=2',
  carrier: 'USPS',
  created_at: '2026-03-06T10:00:00.000Z',
  paid_at: '2026-03-06T10:00:00.000Z',
  submitted_at: '2026-03-06T10:01:00.000Z',
  completed_at: '2026-03-09T10:00:00.000Z',
  files_deleted_at: null,
  cancel_reason: null,
  refund_id: null,
  refunded_amount_cents: null,
  email_resent_at: null,
};
const context = { storeUrl: 'https://shop.example/', designImageSrc: null };

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    // Friday 6 March 2026 + 7 business days = Tuesday 17 March.
    expect(addBusinessDays(new Date('2026-03-06T10:00:00Z'), 7).toISOString()).toBe('2026-03-17T10:00:00.000Z');
    expect(addBusinessDays(new Date('2026-03-07T10:00:00Z'), 1).toISOString()).toBe('2026-03-09T10:00:00.000Z');
  });
});

describe('the shopper e-mails', () => {
  it('tell the shipped order with its carrier, tracking number and tracking link, in text and HTML', () => {
    const email = renderOrderEmail('shipping-notice', order, context);
    expect(email.subject).toBe('Your Case Collage case has shipped');
    expect(email.text).toContain('Your case is on its way to Brooklyn, NY.');
    expect(email.text).toContain('Carrier: USPS\nTracking number: TRACK-1');
    expect(email.text).toContain('Track it: https://track.example/1?a=1&b=2\nYour order: https://shop.example/order/abcdefghijklmnopqrstuvwxyz');
    expect(email.html).toContain('href="https://track.example/1?a=1&#38;b=2"');
  });

  it('escape what the shopper typed in the HTML', () => {
    const email = renderOrderEmail('order-confirmation', order, context);
    expect(email.text).toContain('Hi Ada,');
    const shopper = { ...order, shipping: order.shipping?.replace('Ada <b>Lovelace</b>', '<img src=x onerror=alert(1)>') ?? null };
    const html = renderOrderEmail('order-confirmation', shopper, context).html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hi &#60;img');
  });

  it('link the order page instead of a tracking address that is not a web page', () => {
    const email = renderOrderEmail('shipping-notice', { ...order, tracking_url: 'javascript:alert(1)' }, context);
    expect(email.html).not.toContain('javascript:');
    expect(email.text).toContain('Track it: https://shop.example/order/abcdefghijklmnopqrstuvwxyz');
  });

  it('confirm the order with the amount paid and the delivery estimate, and no picture once the design is gone', () => {
    const email = renderOrderEmail('order-confirmation', order, context);
    expect(email.text).toContain('Amount paid: $33.14');
    expect(email.text).toContain('Estimated delivery: Tuesday, March 17 (free shipping to Brooklyn, NY)');
    expect(email.html).not.toContain('<img');
  });
});
