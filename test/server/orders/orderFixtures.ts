import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findModel, variantIdFor, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import { multipartForm } from '../../helpers/testApp.ts';

function model(key: string): PhoneModel {
  const found = findModel(key);
  if (!found) throw new Error(`No model ${key} in the catalog`);
  return found;
}

/** iPhone 15: it has Printful variant ids, so it sells in test mode and with Printful. */
export const orderModel = model('15');
export const orderVariantID = variantIdFor(orderModel, 'Matte');

const pngs = new Map<string, Promise<Buffer>>();

/** A design PNG of exactly the model's print-file size (one flat colour, so it is small). */
export function designPng(phone: PhoneModel = orderModel): Promise<Buffer> {
  let png = pngs.get(phone.key);
  if (!png) {
    const { width, height } = printFileSize(phone);
    png = sharp({ create: { width, height, channels: 4, background: '#edafb8' } }).png().toBuffer();
    pngs.set(phone.key, png);
  }
  return png;
}

export async function checkoutForm(fields: Record<string, string> = {}): Promise<FormData> {
  return multipartForm(
    { variantID: orderVariantID, uuid: 'visitor-1', ...fields },
    { bytes: new Uint8Array(await designPng()), name: 'template.png', type: 'image/png' },
  );
}

/** Creates an order through POST /api/create_checkout_session and returns its answer. */
export async function createCheckout(
  app: FastifyInstance,
): Promise<{ checkout_url: string; order_id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create_checkout_session',
    payload: await checkoutForm(),
  });
  if (response.statusCode !== 200) throw new Error(`Checkout answered ${response.body}`);
  return response.json();
}

export const shippingAddress = {
  name: 'Ada Lovelace',
  line1: '12 Main Street',
  line2: 'Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  postalCode: '11201',
};

/** A filled-in test payment form that is accepted. */
export const testPaymentForm = {
  promoCode: '',
  email: 'ada@example.com',
  address: shippingAddress,
  card: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
};
