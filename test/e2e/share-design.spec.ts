import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { addStickers, openEditor, storeState } from '../helpers/editorPage.ts';
import { solidJpeg, transparentPng } from '../helpers/images.ts';

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1440, height: 900 } };

/** The print file, downloaded with Save as PNG. */
async function exportPng(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  return sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
}

/** Shares the design open in `page` and answers the link the dialog shows. */
async function share(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your design' });
  const link = dialog.getByRole('textbox', { name: 'Link to your design' });
  await expect(link).toHaveValue(/\/d\/[a-z2-7]{26}$/, { timeout: 30_000 });
  await expect(dialog.getByRole('img', { name: /QR code of the link/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  return url;
}

/** A photo-like JPEG: smooth colour gradients with detail at every scale. */
async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#264653"/><stop offset="0.5" stop-color="#e9c46a"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f4a261" stroke="#1d3557" stroke-width="12"/>
    <text x="20" y="${height - 30}" font-size="64" fill="#ffffff">Case Collage</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

async function newPage(browser: Browser, options: typeof phone | typeof desktop): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
  return [context, await context.newPage()];
}

// Each test opens its own phone and desktop contexts, so it runs in one project only.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'phone', 'opens its own phone and desktop contexts');
});

test('a design made on a phone opens on a desktop with every picture, and the print files match', async ({ browser }) => {
  const [phoneContext, phonePage] = await newPage(browser, phone);
  await openEditor(phonePage, '16');
  // A photo (stored as JPEG, re-encoded by the server) and a transparent PNG (re-encoded losslessly).
  await addStickers(phonePage, [
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await gradientJpeg(900, 600) },
    { name: 'teal.png', mimeType: 'image/png', buffer: await transparentPng(300, 300, '#2a9d8f') },
  ]);
  await phonePage.getByRole('button', { name: 'Add photo.jpg' }).click();
  await phonePage.getByRole('button', { name: 'Add teal.png' }).click();
  await expect.poll(async () => (await storeState(phonePage)).canvas.present.items.length).toBe(2);
  // Rotate the second sticker (the rotate gesture itself is covered by editor-stickers.spec).
  await phonePage.evaluate(() => {
    const store = (window as unknown as { __caseStore: { getState(): { canvas: { present: { items: { itemID: string; TL_imageBounds: unknown; BR_imageBounds: unknown }[] } } }; dispatch(action: unknown): void } }).__caseStore;
    const item = store.getState().canvas.present.items[1];
    if (!item) throw new Error('no second sticker');
    store.dispatch({ type: 'canvas/stickerTransformed', payload: { ...item, rotation: 33 } });
  });
  await phonePage.getByRole('button', { name: 'Background' }).click();
  await phonePage.getByLabel('Colour').fill('#ffb703');
  await phonePage.getByRole('button', { name: 'Ghosts' }).click();
  await phonePage.getByRole('switch', { name: 'Enable Ghosts' }).check();
  const sent = await storeState(phonePage);
  expect(sent.canvas.present.backdrop).toMatchObject({ backgroundColor: '#ffb703', ghostsEnabled: true });
  expect(sent.canvas.present.items[1]?.rotation).toBe(33);

  const onPhone = await exportPng(phonePage);
  const link = await share(phonePage);
  await phoneContext.close();

  const [desktopContext, desktopPage] = await newPage(browser, desktop);
  await desktopPage.goto(link);
  await expect(desktopPage.getByRole('heading', { name: 'A case design, shared with you' })).toBeVisible();
  await expect(desktopPage.getByText('Matte iPhone 16', { exact: true })).toBeVisible();
  const picture = desktopPage.getByRole('img', { name: /The shared design on a Matte iPhone 16 case/ });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousAxeViolations(desktopPage)).toEqual([]);
  await desktopPage.getByRole('button', { name: 'Open in editor' }).click();
  await expect(desktopPage).toHaveURL(/\/editor$/);
  await expect.poll(async () => (await storeState(desktopPage)).canvas.present.items.length).toBe(2);
  const opened = await storeState(desktopPage);
  expect(opened.canvas.present.items).toEqual(sent.canvas.present.items);
  expect(opened.canvas.past).toHaveLength(0);
  expect(opened.canvas.future).toHaveLength(0);
  expect([opened.canvas.present.phoneModel, opened.canvas.present.caseFinish]).toEqual([sent.canvas.present.phoneModel, sent.canvas.present.caseFinish]);
  expect(opened.canvas.present.backdrop).toEqual(sent.canvas.present.backdrop);
  expect(opened.library.trayImageIDs).toEqual(sent.library.trayImageIDs);
  await expect(desktopPage.getByRole('button', { name: 'Add teal.png' })).toBeVisible();

  const onDesktop = await exportPng(desktopPage);
  expect([onDesktop.info.width, onDesktop.info.height]).toEqual([onPhone.info.width, onPhone.info.height]);
  let differing = 0;
  let largest = 0;
  for (let index = 0; index < onPhone.data.length; index += 1) {
    const difference = Math.abs((onPhone.data[index] ?? 0) - (onDesktop.data[index] ?? 0));
    if (difference > 2) differing += 1;
    largest = Math.max(largest, difference);
  }
  test.info().annotations.push({ type: 'export difference', description: `${differing} channel values differ by more than 2; largest ${largest}` });
  expect(differing / onPhone.data.length).toBeLessThan(0.001);
  await desktopContext.close();
});

test('a link opened in a browser that holds its own design opens as a new design, the other kept on the shelf; an unknown link is a friendly page', async ({ browser }) => {
  const [sharingContext, sharingPage] = await newPage(browser, phone);
  await openEditor(sharingPage, '15');
  await addStickers(sharingPage, [{ name: 'shared.png', mimeType: 'image/png', buffer: await transparentPng(300, 300, '#8338ec') }]);
  await sharingPage.getByRole('button', { name: 'Add shared.png' }).click();
  await expect.poll(async () => (await storeState(sharingPage)).canvas.present.items.length).toBe(1);
  const shared = (await storeState(sharingPage)).canvas.present.items;

  // Closing the dialog while the upload is under way stops it: the page aborts its request.
  await sharingPage.route('**/api/designs', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  // The share upload is the page's only XMLHttpRequest (fetch reports no upload progress).
  await sharingPage.evaluate(() => {
    const abort = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'abort')?.value as (this: XMLHttpRequest) => void;
    XMLHttpRequest.prototype.abort = function (this: XMLHttpRequest) {
      document.body.dataset.shareAborted = 'yes';
      abort.call(this);
    };
  });
  const sent = sharingPage.waitForRequest((request) => request.url().endsWith('/api/designs'));
  await sharingPage.getByRole('button', { name: 'Share', exact: true }).click();
  const uploading = sharingPage.getByRole('dialog', { name: 'Share your design' });
  await expect(uploading.getByRole('progressbar', { name: 'Upload' })).toBeVisible();
  await sent;
  await uploading.getByRole('button', { name: 'Close dialog' }).click();
  await expect(sharingPage.locator('body')).toHaveAttribute('data-share-aborted', 'yes');
  await sharingPage.unroute('**/api/designs');

  const link = await share(sharingPage);
  await sharingContext.close();

  const [context, page] = await newPage(browser, desktop);
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'mine.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 300, '#0000ff') }]);
  await page.getByRole('button', { name: 'Add mine.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
  const mine = (await storeState(page)).canvas.present.items;

  const mineID = (await storeState(page)).shelf.currentDesignID;

  await page.goto(link);
  await page.getByRole('button', { name: 'Open in editor' }).click();
  // No question: the shared design joins the shelf as a design of its own.
  await expect(page).toHaveURL(/\/editor$/);
  await expect.poll(async () => (await storeState(page)).canvas.present.items[0]?.imageID, { timeout: 30_000 }).toBe(shared[0]?.imageID);
  const state = await storeState(page);
  expect(state.canvas.present.items).toEqual(shared);
  expect(state.canvas.past).toHaveLength(0);
  expect(state.canvas.present.phoneModel).toBe('15');
  expect(state.shelf.currentDesignID).not.toBe(mineID);
  // The shopper's own picture stays in the tray.
  await expect(page.getByRole('button', { name: 'Add mine.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add shared.png' })).toBeVisible();
  // The shopper's own design is on the shelf as it was, and opens again.
  await page.getByRole('button', { name: 'My designs' }).click();
  const shelf = page.getByRole('list', { name: 'My designs' });
  await expect(shelf.getByRole('listitem')).toHaveCount(2);
  await shelf.getByRole('listitem', { name: 'My iPhone 16 case' }).getByRole('button', { name: 'Open My iPhone 16 case' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items, { timeout: 30_000 }).toEqual(mine);
  expect((await storeState(page)).canvas.present.phoneModel).toBe('16');

  const missing = await page.request.get('/api/designs/abcdefghijklmnopqrstuvwxyz');
  expect(missing.status()).toBe(404);
  await page.goto('/d/abcdefghijklmnopqrstuvwxyz');
  await expect(page.getByRole('heading', { name: 'This design link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your case' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
