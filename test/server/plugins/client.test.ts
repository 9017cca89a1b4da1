import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/testApp.ts';

describe('the built client', () => {
  let client: string;
  let test: TestApp;
  beforeAll(async () => {
    client = await mkdtemp(join(tmpdir(), 'case-collage-client-'));
    await mkdir(join(client, 'assets'));
    await writeFile(join(client, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
    await writeFile(join(client, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(client, 'manifest.webmanifest'), '{"name":"Case Collage"}');
    await writeFile(join(client, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(client, 'art/0123abcd'), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${'<path fill="#f3c07b" d="M4 9a4 4 0 0 1 4-4h16"/>'.repeat(40)}</svg>`;
    await writeFile(join(client, 'art/0123abcd/1f436.svg'), svg);
    await writeFile(join(client, 'art/0123abcd/index.json'), JSON.stringify({ emoji: [['1f436', 2, 'dog face', 'dog']] }));
    test = await buildTestApp({ CLIENT_DIR: client });
  });
  afterAll(async () => {
    await test.close();
    await rm(client, { recursive: true, force: true });
  });

  it('serves the service worker and the manifest to be asked for again every time', async () => {
    const worker = await test.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await test.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('keeps hashed assets a year and revalidates the other files', async () => {
    expect((await test.app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await test.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers /index.html (what the service worker keeps for every page) as the pages are answered', async () => {
    const page = await test.app.inject({ url: '/editor' });
    const index = await test.app.inject({ url: '/index.html?__WB_REVISION__=1' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<meta name="case-config"');
    expect(index.body).toBe(page.body);
  });

  it('lets the service worker and the manifest through its security headers', async () => {
    const csp = String((await test.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    // manifest-src is not named, so default-src 'self' lets the store's own manifest load.
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('manifest-src');
  });

  it('serves the emoji library’s files as SVG, compressed and cached for a year (their folder is their hash), and its index as JSON', async () => {
    const emoji = await test.app.inject({ url: '/art/0123abcd/1f436.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(emoji.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(emoji.headers['content-encoding']).toBe('gzip');
    const index = await test.app.inject({ url: '/art/0123abcd/index.json' });
    expect(index.headers['content-type']).toMatch(/^application\/json/);
    expect(index.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await test.app.inject({ url: '/art/0123abcd/nothing.svg' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/credits' })).statusCode).toBe(200);
  });
});
