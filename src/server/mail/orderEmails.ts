import { addBusinessDays, formatUsd, pricing } from '../../shared/business.ts';
import { brandName } from '../../shared/brand.ts';
import { findModel } from '../../shared/catalog/catalog.ts';
import { pagePaths } from '../../shared/routes.ts';
import { orderShipping, type OrderRow } from '../orders/orderRepository.ts';
import type { EmailKind } from './outboxRepository.ts';

/** An e-mail's words, ready for nodemailer: the same message as plain text and as HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContext {
  /** The store's public address (PUBLIC_URL), for the order page's link. */
  storeUrl: string;
  /** The HTML's `src` for the picture of the design (`cid:…` in a sent e-mail), or null without one. */
  designImageSrc: string | null;
}

/** The Content-ID of the design's picture attached to an e-mail. */
export const designImageCid = 'design@case-collage';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

function orderFacts(order: OrderRow) {
  const shipping = orderShipping(order);
  const paidAt = new Date(order.paid_at ?? order.created_at);
  return {
    greeting: shipping ? `Hi ${shipping.name.split(' ')[0] ?? shipping.name},` : 'Hello,',
    product: `${findModel(order.model_key)?.name ?? order.model_key} case, ${order.finish}`,
    amount: formatUsd(order.paid_amount_cents ?? order.list_amount_cents),
    delivery: dateFormat.format(addBusinessDays(paidAt, pricing.deliveryBusinessDays)),
    shipTo: shipping ? `${shipping.city}, ${shipping.state}` : null,
  };
}

function orderUrl(order: OrderRow, storeUrl: string): string {
  return `${storeUrl.replace(/\/+$/, '')}${pagePaths.order.replace(':orderId', order.id)}`;
}

/** Lines of label and value, as text and as an HTML table (values escaped). */
function factLines(rows: [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: rows
      .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#4d5a5c">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`)
      .join(''),
  };
}

/** The brand frame every e-mail shares: header, the body, a button, the footer. */
function htmlFrame(title: string, body: string, button: { label: string; url: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f7e1d7;font-family:Helvetica,Arial,sans-serif;color:#1f2627">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7e1d7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:16px">
<tr><td style="background:#4a5759;color:#ffffff;padding:20px 28px;border-radius:16px 16px 0 0;font-size:20px;font-weight:700">${escapeHtml(brandName)}</td></tr>
<tr><td style="padding:28px">${body}
<p style="margin:28px 0 8px"><a href="${escapeHtml(button.url)}" style="background:#4a5759;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600;display:inline-block">${escapeHtml(button.label)}</a></p>
</td></tr>
<tr><td style="padding:16px 28px 24px;color:#4d5a5c;font-size:13px;border-top:1px solid #dedbd2">You get this e-mail because you ordered a case from ${escapeHtml(brandName)}. Questions? Just reply.</td></tr>
</table></td></tr></table></body></html>`;
}

function confirmation(order: OrderRow, context: EmailContext): RenderedEmail {
  const facts = orderFacts(order);
  const url = orderUrl(order, context.storeUrl);
  const lines = factLines([
    ['Order number', order.id],
    ['Case', facts.product],
    ['Amount paid', facts.amount],
    ['Estimated delivery', `${facts.delivery} (free shipping${facts.shipTo ? ` to ${facts.shipTo}` : ''})`],
  ]);
  const intro = 'Thank you for your order! We have your payment, and your case goes to print now.';
  const picture = context.designImageSrc
    ? `<p style="margin:20px 0;text-align:center"><img src="${escapeHtml(context.designImageSrc)}" alt="Your case design" width="200" style="max-width:200px;height:auto;border-radius:18px;border:1px solid #dedbd2"></p>`
    : '';
  return {
    subject: `Your ${brandName} order is confirmed`,
    text: `${facts.greeting}\n\n${intro}\n\n${lines.text}\n\nFollow your order: ${url}\n\n${brandName}\n`,
    html: htmlFrame(
      'Order confirmed',
      `<h1 style="font-size:24px;margin:0 0 12px">Order confirmed</h1><p>${escapeHtml(facts.greeting)}</p><p>${escapeHtml(intro)}</p>${picture}<table role="presentation" cellpadding="0" cellspacing="0">${lines.html}</table>`,
      { label: 'See your order', url },
    ),
  };
}

function shippingNotice(order: OrderRow, context: EmailContext): RenderedEmail {
  const facts = orderFacts(order);
  const url = orderUrl(order, context.storeUrl);
  // The printer's tracking page when it gave a web address, else the order page (which shows tracking).
  const tracking = order.tracking_url && /^https?:\/\//.test(order.tracking_url) ? order.tracking_url : url;
  const lines = factLines([
    ['Order number', order.id],
    ['Case', facts.product],
    ...(order.carrier ? [['Carrier', order.carrier] as [string, string]] : []),
    ...(order.tracking_number ? [['Tracking number', order.tracking_number] as [string, string]] : []),
  ]);
  const intro = `Your case is on its way${facts.shipTo ? ` to ${facts.shipTo}` : ''}.`;
  return {
    subject: `Your ${brandName} case has shipped`,
    text: `${facts.greeting}\n\n${intro}\n\n${lines.text}\n\nTrack it: ${tracking}\nYour order: ${url}\n\n${brandName}\n`,
    html: htmlFrame(
      'Your case has shipped',
      `<h1 style="font-size:24px;margin:0 0 12px">Your case has shipped</h1><p>${escapeHtml(facts.greeting)}</p><p>${escapeHtml(intro)}</p><table role="presentation" cellpadding="0" cellspacing="0">${lines.html}</table>`,
      { label: 'Track your package', url: tracking },
    ),
  };
}

/** The shopper's e-mail of `kind` about `order`, as it reads now. */
export function renderOrderEmail(kind: EmailKind, order: OrderRow, context: EmailContext): RenderedEmail {
  return kind === 'order-confirmation' ? confirmation(order, context) : shippingNotice(order, context);
}
