import { mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isStoredFileName } from '../../../src/server/plugins/fileStorage.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com/' });
});
afterAll(() => server.close());

describe('file storage', () => {
  test('saves under a random name, reads, lists with times and deletes', async () => {
    const { storage } = server.app;
    const first = await storage.save(Buffer.from('one'), 'png');
    const second = await storage.save(Buffer.from('two'), 'png');
    expect(first.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(first.name).not.toBe(second.name);
    expect(first.url).toBe(`/files/${first.name}`);
    expect(storage.publicUrlFor(first.name)).toBe(`https://shop.example.com/files/${first.name}`);
    expect((await storage.read(first.name))?.toString()).toBe('one');

    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(join(server.dataDir, 'files', first.name), old, old);
    const listed = await storage.list();
    expect(listed.find((file) => file.name === first.name)).toEqual({ name: first.name, size: 3, modifiedAt: old });

    await storage.delete(first.name);
    expect(await storage.exists(first.name)).toBe(false);
    expect(await storage.read(first.name)).toBeUndefined();
    expect(await storage.exists(second.name)).toBe(true);
  });

  test('never touches a path from a name it did not make', async () => {
    const { storage } = server.app;
    await mkdir(join(server.dataDir, 'files', 'sub'), { recursive: true });
    expect(await storage.read('../cookie-secret')).toBeUndefined();
    await storage.delete('../cookie-secret');
    expect(await storage.exists('sub')).toBe(false);
    expect((await storage.list()).map((file) => file.name).every(isStoredFileName)).toBe(true);
  });

  test('serves a file with its type and a year of caching, HEAD included', async () => {
    const { name, url } = await server.app.storage.save(Buffer.from('RIFF....WEBP'), 'webp');
    const get = await server.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/webp');
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get.body).toBe('RIFF....WEBP');
    const head = await server.app.inject({ method: 'HEAD', url: `/files/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });

  test.each([
    '/files/0123456789abcdef0123456789abcdef.png',
    '/files/..%2Fcookie-secret',
    '/files/..%2F..%2Fpackage.json',
    '/files/ABCDEF0123456789abcdef0123456789.png',
    '/files/0123456789abcdef0123456789abcdef.svg',
  ])('%s is a 404 {error}', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBeTruthy();
  });
});
