import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isStoredFileName } from '../../../src/server/plugins/fileStorage.ts';
import { storageBackend } from '../../helpers/storageUnderTest.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';

// On DATA_DIR/files, and in the vitest project `s3` on a bucket of the test S3 server.
let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com/' });
});
afterAll(() => server.close());

describe(`file storage (${storageBackend})`, () => {
  test('saves under a random name, reads, lists with times and deletes', async () => {
    const { storage } = server.app;
    expect(storage.backend).toBe(storageBackend);
    const before = Date.now();
    const first = await storage.save(Buffer.from('one'), 'png');
    const second = await storage.save(Buffer.from('two'), 'png');
    expect(first.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(first.name).not.toBe(second.name);
    expect(first.url).toBe(`/files/${first.name}`);
    expect(storage.publicUrlFor(first.name)).toBe(`https://shop.example.com/files/${first.name}`);
    expect((await storage.read(first.name))?.toString()).toBe('one');

    const listed = (await storage.list()).find((file) => file.name === first.name);
    expect(listed).toMatchObject({ name: first.name, size: 3 });
    // S3 keeps modification times to the second.
    expect(listed?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(listed?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now());

    await storage.delete(first.name);
    expect(await storage.exists(first.name)).toBe(false);
    expect(await storage.read(first.name)).toBeUndefined();
    expect(await storage.open(first.name)).toBeUndefined();
    expect(await storage.exists(second.name)).toBe(true);
    expect((await storage.list()).map((file) => file.name)).toEqual([second.name]);
  });

  test('saves a copy of a file on this server, which stays when the file goes', async () => {
    const { storage } = server.app;
    const directory = await mkdtemp(join(tmpdir(), 'case-collage-save-file-'));
    try {
      const path = join(directory, 'upload');
      await writeFile(path, 'uploaded bytes');
      const { name } = await storage.saveFile(path, 'png');
      expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
      await rm(path);
      expect((await storage.read(name))?.toString()).toBe('uploaded bytes');
      await expect(storage.saveFile(path, 'png')).rejects.toThrow();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  test('never touches a path from a name it did not make', async () => {
    const { storage } = server.app;
    expect(await storage.read('../cookie-secret')).toBeUndefined();
    expect(await storage.open('../cookie-secret')).toBeUndefined();
    await storage.delete('../cookie-secret');
    expect(existsSync(join(server.dataDir, 'cookie-secret'))).toBe(true);
    expect(await storage.exists('..')).toBe(false);
    expect((await storage.list()).map((file) => file.name).every(isStoredFileName)).toBe(true);
  });

  test('serves a file with its type, length and a year of caching, HEAD included', async () => {
    const { name, url } = await server.app.storage.save(Buffer.from('RIFF....WEBP'), 'webp');
    const get = await server.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/webp');
    expect(get.headers['content-length']).toBe('12');
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get.body).toBe('RIFF....WEBP');
    const head = await server.app.inject({ method: 'HEAD', url: `/files/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
  });

  test.each([
    '/files/0123456789abcdef0123456789abcdef.png',
    '/files/..%2Fcookie-secret',
    '/files/..%2F..%2Fpackage.json',
    '/files/ABCDEF0123456789abcdef0123456789.png',
    '/files/0123456789abcdef0123456789abcdef.svg',
  ])('%s is a 404 {error}, and a 404 to HEAD', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBeTruthy();
    expect((await server.app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
  });

  test.runIf(storageBackend === 's3')('with S3, nothing is written to DATA_DIR/files', async () => {
    await server.app.storage.save(Buffer.from('one'), 'png');
    expect(existsSync(join(server.dataDir, 'files'))).toBe(false);
  });
});
