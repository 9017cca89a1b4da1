import { expect, test } from '@playwright/test';

test('the server answers health in test mode', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({
    ok: true,
    payment: 'test',
    printing: 'local',
    database: 'sqlite',
    storage: 'disk',
    limits: 'memory',
  });
});

test('unknown paths get the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
});
