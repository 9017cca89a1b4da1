import { expect, test } from '@playwright/test';
import { addStickers, storeState } from '../helpers/editorPage.ts';
import { solidJpeg, transparentPng } from '../helpers/images.ts';

test.describe('the whole journey in test mode', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone journey');

  test('pick a model, design, Checkout, pay with EARLYBIRD and see the order submitted', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create Your Case' }).first().click();
    await expect(page).toHaveURL(/\/caseconfiguration$/);
    await page.getByRole('radio', { name: 'iPhone 16 Pro', exact: true }).check();
    await page.getByRole('radio', { name: 'Glossy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/editor$/);

    await addStickers(page, [
      { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(900, 600, '#2a9d8f') },
      { name: 'sun.png', mimeType: 'image/png', buffer: await transparentPng(500, 500, '#f4a261') },
    ]);
    await page.getByRole('button', { name: 'Add beach.jpg' }).click();
    await page.getByRole('button', { name: 'Add sun.png' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(2);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]+$/, { timeout: 30_000 });
    const orderUrl = page.url().replace('/checkout/test/', '/order/');
    await expect(page.getByText('iPhone 16 Pro · Glossy')).toBeVisible();

    await page.getByLabel('Promo code').fill('EARLYBIRD');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Address', { exact: true }).fill('1 Navy Yard');
    await page.getByLabel('City').fill('Arlington');
    await page.getByLabel('State').selectOption('VA');
    await page.getByLabel('ZIP code').fill('22202');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/40');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $33.14' }).click();

    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByRole('heading', { name: 'Status: Submitted for printing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('$33.14')).toBeVisible();
    const design = page.getByRole('img', { name: /collage design/ });
    await expect(design).toBeVisible();
    expect(await design.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(1000);
  });

  test('a checkout the server cannot start explains itself and hides the loading screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('phoneModel', '16_pro'));
    await page.route('**/api/create_checkout_session', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto('/editor');
    // The design is empty, so the review comes first; past it, Checkout goes on as before.
    const continueAnyway = async () => {
      const review = page.getByRole('dialog', { name: 'Check your design' });
      await expect(review).toContainText('Your design is empty');
      await review.getByRole('button', { name: 'Continue anyway' }).click();
    };
    await page.getByRole('button', { name: 'Checkout' }).click();
    await continueAnyway();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog).toContainText('Something went wrong while creating payment session.');
    await expect(page.getByText('Preparing your secure checkout…')).toBeHidden();

    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.route('**/api/create_checkout_session', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Checkout' }).click();
    await continueAnyway();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toContainText('Stripe server error.');
  });
});
