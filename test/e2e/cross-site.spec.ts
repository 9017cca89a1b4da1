import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { designPng, testModel, variantOf } from '../helpers/designPng.ts';
import { plainSharedDesign } from '../helpers/sharedDesign.ts';

/**
 * Another site's page (a second local server) makes the visitor's browser post to the store, as
 * a forger does: a checkout and a share, each a form submitted by script (a navigation, so the
 * store's answer shows). The store's own page posts the same and is served.
 */
const forgerPage = '<!doctype html><html lang="en"><head><title>Win a free case</title></head><body></body></html>';

let forger: Server;
let forgerPort: number;

test.beforeAll(async () => {
  forger = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(forgerPage);
  });
  // Both address families: the page is opened as localhost (another site) and 127.0.0.1 (the
  // store's site, another port).
  await new Promise<void>((resolve) => forger.listen(0, resolve));
  forgerPort = (forger.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => forger.close(resolve));
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'no layout involved: runs once');
});

const storeOrigin = () => test.info().project.use.baseURL ?? '';

/** What a page posts: the checkout (multipart) and a share of an empty design. */
async function payloads() {
  const design = JSON.stringify(plainSharedDesign(testModel().key));
  return { png: (await designPng('#ffb703')).toString('base64'), variantID: variantOf(), design };
}

type Payloads = Awaited<ReturnType<typeof payloads>>;

/**
 * Submits a multipart form from `page` to the store's `path` (text fields and one PNG file), as a
 * page's script can, and answers the store's status and body.
 */
async function postForm(page: Page, path: string, fields: Record<string, string>, file: { field: string; png: string }) {
  const answer = page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');
  await page.evaluate(
    ({ action, fields, file }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      const input = document.createElement('input');
      input.type = 'file';
      input.name = file.field;
      const files = new DataTransfer();
      files.items.add(new File([Uint8Array.from(atob(file.png), (char) => char.charCodeAt(0))], 'design.png', { type: 'image/png' }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { action: `${storeOrigin()}${path}`, fields, file },
  );
  const response = await answer;
  return { status: response.status(), body: await response.text() };
}

const checkout = (page: Page, sent: Payloads) =>
  postForm(page, '/api/create_checkout_session', { variantID: sent.variantID }, { field: 'file', png: sent.png });
const share = (page: Page, sent: Payloads) => postForm(page, '/api/designs', { design: sent.design }, { field: 'preview', png: sent.png });

test('another site’s page cannot make a visitor’s browser check out or share; the store’s pages can', async ({ page }) => {
  const sent = await payloads();
  // The visitor first uses the store: its own page's posts are served, and it gets its cookie.
  await page.goto('/');
  const ownShare = await share(page, sent);
  expect(ownShare.status).toBe(201);
  expect(ownShare.body).toMatch(/"url":"\/d\/[a-z2-7]{26}"/);
  await page.goto('/');
  const ownCheckout = await checkout(page, sent);
  expect(ownCheckout.status).toBe(200);
  expect(ownCheckout.body).toContain('"order_id"');
  expect((await page.context().cookies(storeOrigin())).map((cookie) => cookie.name)).toContain('visitor');

  // Another site (localhost is not 127.0.0.1's site), and a page on the store's own site but
  // another origin, whose posts carry the visitor's cookie.
  for (const forgerOrigin of [`http://localhost:${forgerPort}`, `http://127.0.0.1:${forgerPort}`]) {
    for (const post of [share, checkout]) {
      await page.goto(`${forgerOrigin}/`);
      const forged = await post(page, sent);
      expect(forged.status, forgerOrigin).toBe(403);
      // No share id, no order id: the store refused before anything ran.
      expect(JSON.parse(forged.body)).toEqual({ error: expect.stringContaining('came from another website') as unknown });
    }
  }
});
