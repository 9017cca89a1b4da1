import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { findModel, variantIdFor } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import { seriousAxeViolations } from '../helpers/axe.ts';

const model = findModel('15');

/** Creates an order the way the editor's Checkout button does: the design PNG at print size. */
async function createOrder(request: APIRequestContext): Promise<{ checkout_url: string; order_id: string }> {
  if (!model) throw new Error('iPhone 15 is missing from the catalog');
  const { width, height } = printFileSize(model);
  const png = await sharp({ create: { width, height, channels: 4, background: '#edafb8' } })
    .composite([
      {
        input: await sharp({ create: { width: Math.round(width / 2), height: Math.round(height / 3), channels: 4, background: '#4a5759' } })
          .png()
          .toBuffer(),
        top: Math.round(height / 3),
        left: Math.round(width / 4),
      },
    ])
    .png()
    .toBuffer();
  const response = await request.post('/api/create_checkout_session', {
    multipart: {
      file: { name: 'template.png', mimeType: 'image/png', buffer: png },
      variantID: variantIdFor(model, 'Glossy'),
      uuid: 'e2e-visitor',
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { checkout_url: string; order_id: string };
}

async function fillAddressAndCard(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('12 Main Street');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill('11201');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
}

test('a shopper pays on the test page with EARLYBIRD and sees the order submitted', async ({ page, request }) => {
  const { checkout_url: checkoutUrl, order_id: orderId } = await createOrder(request);
  expect(checkoutUrl).toBe(`/checkout/test/${orderId}`);
  await page.goto(checkoutUrl);

  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('iPhone 15 · Glossy')).toBeVisible();
  const design = page.getByRole('img', { name: /collage design/ });
  await expect(design).toBeVisible();
  expect(await design.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await page.getByLabel('Promo code').fill('EARLYBIRD');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('EARLYBIRD applied: 15% off')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $33.14' });
  await expect(pay).toBeVisible();

  await fillAddressAndCard(page);
  await pay.click();

  await expect(page).toHaveURL(`/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Submitted for printing' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('Amount paid')).toBeVisible();
  await expect(summary.getByText('$33.14')).toBeVisible();
  await expect(page.getByText('Shipping to Brooklyn, NY')).toBeVisible();
});

test('the test page shows what is wrong before anything is paid', async ({ page, request }) => {
  const { checkout_url: checkoutUrl, order_id: orderId } = await createOrder(request);
  await page.goto(checkoutUrl);
  await page.getByLabel('Promo code').fill('FREECASE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code is not valid.')).toBeVisible();

  await fillAddressAndCard(page, '1234 5678 9012 3456');
  await page.getByLabel('ZIP code').fill('1120');
  await page.getByRole('button', { name: 'Pay $38.99' }).click();
  await expect(page.getByText(/Your card number is invalid/)).toBeVisible();
  await expect(page.getByText(/Enter a 5-digit ZIP code/)).toBeVisible();
  await expect(page).toHaveURL(checkoutUrl);

  const order = await request.get(`/api/orders/${orderId}`);
  expect(((await order.json()) as { status: string }).status).toBe('created');
});

test('the test payment page and the order page have no serious accessibility violations', async ({ page, request }) => {
  const { checkout_url: checkoutUrl, order_id: orderId } = await createOrder(request);
  await page.goto(checkoutUrl);
  await expect(page.getByRole('button', { name: 'Pay $38.99' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $38.99' }).click();
  await expect(page.getByText('Enter the full name of the recipient.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await fillAddressAndCard(page);
  await page.getByRole('button', { name: 'Pay $38.99' }).click();
  await expect(page).toHaveURL(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Status: Submitted for printing' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an unknown order says so', async ({ page }) => {
  await page.goto('/order/aaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByText('We could not find this order.')).toBeVisible();
});
