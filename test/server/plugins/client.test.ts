import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/testApp.ts';

describe('the built client', () => {
  let test: TestApp | undefined;
  let client: string | undefined;
  afterEach(async () => {
    await test?.close();
    if (client) await rm(client, { recursive: true, force: true });
  });

  it('serves the emoji library’s files as SVG, compressed and cached for a year (their folder is their hash), and its index as JSON', async () => {
    client = await mkdtemp(join(tmpdir(), 'case-collage-client-'));
    await writeFile(join(client, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
    await mkdir(join(client, 'art/0123abcd'), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${'<path fill="#f3c07b" d="M4 9a4 4 0 0 1 4-4h16"/>'.repeat(40)}</svg>`;
    await writeFile(join(client, 'art/0123abcd/1f436.svg'), svg);
    await writeFile(join(client, 'art/0123abcd/index.json'), JSON.stringify({ emoji: [['1f436', 2, 'dog face', 'dog']] }));
    test = await buildTestApp({ CLIENT_DIR: client });

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
