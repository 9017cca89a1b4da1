import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../helpers/axe.ts';

/** The catalog as the server lists it, in definition order. */
interface CatalogModel {
  key: string;
  name: string;
  platform: 'ios' | 'android';
  available: boolean;
}

async function catalogModels(page: Page): Promise<CatalogModel[]> {
  const response = await page.request.get('/api/catalog');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { models: CatalogModel[] }).models;
}

/** Stores settings as a returning shopper's browser has them, before the app starts. */
async function storeSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, settings);
}

function pickerCover(page: Page) {
  return page.getByTestId('picker-cover');
}

/** Waits until the picker's opening cover has faded and no longer takes taps. */
async function waitForCoverGone(page: Page): Promise<void> {
  await expect(pickerCover(page)).toHaveCSS('visibility', 'hidden');
}

test.describe('landing page', () => {
  test('without a model the header offers Create Your Case, which opens the picker', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Case Collage' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Continue Your Case' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Create Your Case' }).click();
    await expect(page).toHaveURL(/\/caseconfiguration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your phone' })).toBeVisible();
  });

  test('with a stored model the header offers Continue Your Case, which opens the editor', async ({ page }) => {
    await storeSettings(page, { phoneModel: '15_pro', caseFinish: 'Glossy' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Create Your Case' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Continue Your Case' }).click();
    await expect(page).toHaveURL(/\/editor$/);
  });

  test('states the offer, the features and the contact as the specification lists them', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('complementary', { name: 'Promotion' });
    await expect(promo).toContainText('EARLYBIRD');
    await expect(promo).toContainText('15% off');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of ['$38.99', 'Free shipping', 'Delivery in 7 business days', 'USA only']) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    for (const feature of ['3D wrap', 'UV protected', 'Durable', 'Silicone liner']) {
      await expect(main.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: /Why we started/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  });

  test('shows a real sample image and a looping, silent demo video with a poster, without layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const sample = page.getByRole('img', { name: /phone case/ });
    await expect(sample).toHaveAttribute('width', /^\d+$/);
    await expect(sample).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => sample.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      loop: element.loop,
      muted: element.muted,
      playsInline: element.playsInline,
      poster: element.getAttribute('poster'),
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
      sources: Array.from(element.querySelectorAll('source'), (source) => source.type),
    }));
    expect(attributes).toMatchObject({ loop: true, muted: true, playsInline: true });
    expect(attributes.width).toMatch(/^\d+$/);
    expect(attributes.height).toMatch(/^\d+$/);
    expect(attributes.sources.sort()).toEqual(['video/mp4', 'video/webm']);
    const poster = await page.request.get(attributes.poster ?? '');
    expect(poster.headers()['content-type']).toMatch(/^image\//);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
    await expect(video).toHaveJSProperty('paused', false);

    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.1);
  });

  test('the demo video loads only when scrolled to, plays while on screen and pauses when scrolled away', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    const onScreen = () =>
      video.evaluate((element: HTMLVideoElement) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
    await video.scrollIntoViewIfNeeded();
    expect(await onScreen()).toBe(true);
    await expect(video).toHaveJSProperty('paused', false);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(onScreen).toBe(false);
    await expect(video).toHaveJSProperty('paused', true);
  });

  test('on a phone the demo below the hero downloads nothing until it is scrolled to', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a phone’s first screen ends above the demo; a desktop’s may not');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const video = page.locator('video');
    await page.waitForLoadState('load');
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    await expect(video).toHaveJSProperty('paused', true);
  });

  test('serves both demo video files as video', async ({ request }) => {
    for (const [path, type] of [
      ['/media/demo.mp4', 'video/mp4'],
      ['/media/demo.webm', 'video/webm'],
      ['/media/tutorial.mp4', 'video/mp4'],
      ['/media/tutorial.webm', 'video/webm'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect((await response.body()).length).toBeLessThan(1024 * 1024);
    }
  });

  test('with reduced motion the banner stands still and the video waits with controls', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const track = page.locator('.promo__track');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(page.getByRole('complementary', { name: 'Promotion' })).toContainText('EARLYBIRD');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveJSProperty('controls', true);
    await page.waitForTimeout(300);
    await expect(video).toHaveJSProperty('paused', true);
  });

  test('the promo banner can be paused', async ({ page }) => {
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause the promotion banner' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.promo__track')).toHaveCSS('animation-play-state', 'paused');
  });
});

test.describe('model and finish picker', () => {
  test('lists each platform’s models newest first in iOS and Android tabs', async ({ page }) => {
    const models = await catalogModels(page);
    const namesOf = (platform: CatalogModel['platform']) =>
      models.filter((model) => model.platform === platform).map((model) => model.name).reverse();

    await page.goto('/caseconfiguration');
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['iOS', 'Android']);
    const ios = tablist.getByRole('tab', { name: 'iOS' });
    const android = tablist.getByRole('tab', { name: 'Android' });
    await expect(ios).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('iOS');
    await expect(panel.getByRole('radio')).toHaveCount(namesOf('ios').length);
    await expect(panel.locator('.option__label')).toHaveText(namesOf('ios'));

    await waitForCoverGone(page);
    await android.click();
    await expect(android).toHaveAttribute('aria-selected', 'true');
    await expect(ios).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Android');
    await expect(page.getByRole('tabpanel').locator('.option__label')).toHaveText(namesOf('android'));

    await android.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(ios).toHaveAttribute('aria-selected', 'true');
    await expect(ios).toBeFocused();
  });

  test('Continue waits for a model, then stores model and finish and opens the editor', async ({ page }) => {
    const models = await catalogModels(page);
    const chosen = models.filter((model) => model.platform === 'ios').at(-3);
    if (!chosen) throw new Error('the catalog has too few iOS models');

    await page.goto('/caseconfiguration');
    await waitForCoverGone(page);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();

    const finish = page.getByRole('group', { name: 'Case Finish' });
    await expect(finish.getByRole('radio', { name: 'Matte' })).toBeChecked();
    await expect(finish.getByRole('radio', { name: 'Glossy' })).not.toBeChecked();
    await finish.getByRole('radio', { name: 'Glossy' }).check();
    await expect(finish.getByRole('radio', { name: 'Matte' })).not.toBeChecked();
    await expect(continueButton).toBeDisabled();

    await page.getByRole('radio', { name: chosen.name, exact: true }).check();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(page).toHaveURL(/\/editor$/);
    // A first design for that phone, on the shelf and open in the editor.
    await expect.poll(() => page.evaluate(() => window.__caseStore?.getState().canvas.present.phoneModel)).toBe(chosen.key);
    const summary = await page.evaluate(() => JSON.parse(window.localStorage.getItem('designSummary') ?? 'null') as unknown);
    expect(summary).toMatchObject({ count: 1, current: { phoneModel: chosen.key, caseFinish: 'Glossy' } });
  });

  test('Continue stores the model and the default finish too', async ({ page }) => {
    const models = await catalogModels(page);
    const chosen = models.find((model) => model.platform === 'ios');
    if (!chosen) throw new Error('the catalog has no iOS model');
    await page.goto('/caseconfiguration');
    await waitForCoverGone(page);
    await expect(page.getByRole('group', { name: 'Case Finish' }).getByRole('radio', { name: 'Matte' })).toBeChecked();
    await page.getByRole('radio', { name: chosen.name, exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem('designSummary') ?? 'null') as { current?: unknown } | null)?.current))
      .toMatchObject({ phoneModel: chosen.key, caseFinish: 'Matte' });
  });

  test('preselects a stored Android model and finish, showing the Android tab', async ({ page }) => {
    const models = await catalogModels(page);
    const stored = models.find((model) => model.platform === 'android');
    if (!stored) throw new Error('the catalog has no Android model');
    await storeSettings(page, { phoneModel: stored.key, caseFinish: 'Glossy' });

    await page.goto('/caseconfiguration');
    await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: stored.name, exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Glossy' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('the opening cover fades out in about half a second and is hidden from screen readers', async ({ page }) => {
    await page.goto('/caseconfiguration');
    const cover = pickerCover(page);
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
    const duration = await cover.evaluate((element) => Number(element.getAnimations()[0]?.effect?.getComputedTiming().duration));
    expect(duration).toBeGreaterThanOrEqual(300);
    expect(duration).toBeLessThanOrEqual(800);

    await waitForCoverGone(page);
    await expect(cover).toHaveCSS('opacity', '0');
    const topmost = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return element?.closest('[data-testid="picker-cover"]') !== null;
    });
    expect(topmost).toBe(false);
  });

  test('a model the server cannot sell yet is disabled and marked Coming soon', async ({ page }) => {
    const models = await catalogModels(page);
    const [newest, second] = models.filter((model) => model.platform === 'ios').reverse();
    if (!newest || !second) throw new Error('the catalog has too few iOS models');
    await page.route('/api/catalog', (route) =>
      route.fulfill({
        json: { models: models.map((model) => ({ ...model, available: model.key !== newest.key })) },
      }),
    );
    await page.goto('/caseconfiguration');
    const unavailable = page.getByRole('radio', { name: newest.name, exact: true });
    await expect(unavailable).toBeDisabled();
    await expect(unavailable).toHaveAccessibleDescription('Coming soon');
    await expect(page.getByRole('radio', { name: second.name, exact: true })).toBeEnabled();
  });

  test('keeps every model enabled when the catalog request fails', async ({ page }) => {
    await page.route('/api/catalog', (route) => route.abort());
    await page.goto('/caseconfiguration');
    await expect(page.getByRole('tabpanel').getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('radio', { disabled: true })).toHaveCount(0);
  });
});

const pages = [
  { path: '/', heading: 'Your favorite photos, wrapped around your phone.' },
  { path: '/caseconfiguration', heading: 'Choose your phone' },
  { path: '/inspiration', heading: 'Ideas for your collage' },
  { path: '/templates', heading: 'Start from a design' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsandconditions', heading: 'Terms and Conditions' },
  { path: '/no-such-page', heading: 'We couldn’t find that page', status: 404 },
];

test.describe('every route', () => {
  for (const { path, heading, status = 200 } of pages) {
    test(`${path} renders its heading and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Case Collage' })).toBeVisible();
      if (path === '/caseconfiguration') await waitForCoverGone(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('controls outside running text are touch targets of at least 44 px', async ({ page }) => {
    for (const path of ['/', '/caseconfiguration', '/inspiration', '/templates', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const small = await page
        .locator('button, a:not(p a):not(li a), label:has(input[type="radio"])')
        .evaluateAll((elements) =>
          elements
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
            .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`),
        );
      expect(small, path).toEqual([]);
    }
  });

  test('the privacy policy and terms state the retention and reporting periods', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByRole('main')).toContainText('no longer than 90 days after your order is completed');
    await expect(page.getByRole('main')).toContainText('delete them 30 days after you shared them');
    await page.goto('/termsandconditions');
    const terms = page.getByRole('main');
    await expect(terms).toContainText('within 14 days of delivery');
    await expect(terms).toContainText('all sales are final');
    await expect(terms).toContainText('cannot be cancelled');
    await expect(terms).toContainText('USA only');
  });

  test('the not-found page leads back home', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your favorite photos, wrapped around your phone.',
    );
  });

  test('the inspiration page leads on to the design', async ({ page }) => {
    await page.goto('/inspiration');
    await page.getByRole('main').getByRole('link', { name: 'Create Your Case' }).click();
    await expect(page).toHaveURL(/\/caseconfiguration$/);
  });
});
