import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUnreferencedFiles, startFileCleanup } from '../../../src/server/jobs/fileCleanup.ts';
import { deleteExpiredSharedDesigns } from '../../../src/server/designs/sharedDesignRepository.ts';
import { shareStorageMessage, storeShare } from '../../../src/server/designs/storeShare.ts';
import { shareLimits } from '../../../src/server/routes/sharedDesigns.ts';
import type { SharedDesignAnswer } from '../../../src/shared/sharedDesign.ts';
import { randomWalkPng, transparentPng, solidJpeg } from '../../helpers/images.ts';
import { storageFailure } from '../../../src/server/plugins/errors.ts';
import { buildTestApp, cookiesOf, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { designPng, orderModel } from '../orders/orderFixtures.ts';
import { designOf, pngPicture, shareForm, type Picture } from '../../helpers/shareForm.ts';
import { testDatabaseEnv, testPostgresUrl } from '../orders/dbFixtures.ts';
import { makeArt, makeText } from '../../editor/model/makeItem.ts';

const day = 24 * 60 * 60 * 1000;

/** `bytes` in a new temporary file, as an upload is kept while its request runs. */
async function temporaryFile(bytes: Buffer): Promise<{ path: string; bytes: number }> {
  const path = join(await mkdtemp(join(tmpdir(), 'case-collage-share-')), 'upload');
  await writeFile(path, bytes);
  return { path, bytes: bytes.length };
}

/** A text item as the editor shares it. */
const textItem = (overrides: Record<string, unknown> = {}) => makeText(overrides);
const frameItem = { kind: 'frame' as const, itemID: 'frame', itemIndex: 5, TL_imageBounds: { x: 60, y: 700 }, BR_imageBounds: { x: 400, y: 1000 }, rotation: 0 };

describe('sharing a design by link', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  const share = async (form: FormData, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/designs', payload: form, headers, remoteAddress });
  const open = (id: string) => test.app.inject({ method: 'GET', url: `/api/designs/${id}` });
  const storedFiles = async () => (await test.app.storage.list()).map((file) => file.name);
  // A failed share's files are discarded in the background once the database says nothing names them.
  const noFilesLeft = () => vi.waitFor(async () => expect(await storedFiles()).toEqual([]));

  it('keeps the design under an unguessable id and gives every picture back with the same pixels', async () => {
    const sticker = await pngPicture('a1b2c3');
    const photo: Picture = { imageID: 'photo-2', name: 'beach.jpg', bytes: await solidJpeg(640, 480, '#2a9d8f'), width: 640, height: 480 };
    const background = { ...(await pngPicture('backgroundImage', 500, 900)), name: 'sky.png' };
    const pictures = [sticker, photo, background];
    const design = designOf(pictures, { showBackgroundImage: true });

    const response = await share(await shareForm(pictures, { design }));
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json<{ id: string; url: string }>();
    expect(id).toMatch(/^[a-z2-7]{26}$/);
    expect(url).toBe(`/d/${id}`);

    const opened = await open(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const answer = opened.json<SharedDesignAnswer>();
    expect(answer.modelName).toBe(orderModel.name);
    expect(Date.parse(answer.expiresAt) - Date.parse(answer.createdAt)).toBe(30 * day);
    const answered = answer.design.pictures;
    expect({ ...answer.design, pictures: design.pictures }).toEqual(design);
    expect(answered.map((picture) => ({ ...picture, url: undefined }))).toEqual(
      design.pictures.map((picture) => ({ ...picture, url: undefined })),
    );
    expect(answered.every((picture) => /^\/files\/[0-9a-f]{32}\.(png|jpg)$/.test(picture.url))).toBe(true);

    for (const [index, picture] of pictures.entries()) {
      const file = await test.app.inject({ method: 'GET', url: answered[index]?.url ?? '' });
      expect(file.statusCode).toBe(200);
      const stored = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const sent = await sharp(picture.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(stored.info).toMatchObject({ width: picture.width, height: picture.height, channels: sent.info.channels });
      // Pictures without colour profiles of their own keep their own pixel data, byte for byte.
      expect(stored.data.equals(sent.data)).toBe(true);
      expect(file.rawPayload.length).toBeLessThanOrEqual(picture.bytes.length);
    }

    const preview = await test.app.inject({ method: 'GET', url: answer.previewUrl });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).height).toBe(1200);
  });

  it('keeps text items with their words and fonts by name, and gives them back as they were', async () => {
    const pictures = [await pngPicture('a1b2c3')];
    const base = designOf(pictures);
    const design = { ...base, items: [...base.items, textItem(), textItem({ itemID: 'plain', itemIndex: 1, stroke: null, align: 'left', fontFamily: 'Space Mono' })] };
    const response = await share(await shareForm(pictures, { design }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(design.items);
    expect(answer.design.version).toBe(2);
  });

  it('keeps library art (an emoji, a coloured shape) and a text’s curve, and gives them back as they were', async () => {
    const pictures = [await pngPicture('a1b2c3')];
    const base = designOf(pictures);
    const art = [
      makeArt(),
      makeArt({ itemID: 'flag', itemIndex: 2, artID: '1f1fa-1f1f8', flipX: true }),
      makeArt({ itemID: 'heart', itemIndex: 3, source: 'shape', artID: 'heart', fill: '#d62839' }),
    ];
    const design = { ...base, items: [...base.items, ...art, textItem({ curve: 60 }), textItem({ itemID: 'down', itemIndex: 4, curve: -100 })] };
    const response = await share(await shareForm(pictures, { design }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(design.items);
  });

  it('keeps a picture’s crop and shape, and gives them back as they were', async () => {
    const pictures = [await pngPicture('p1'), await pngPicture('p2')];
    const base = designOf(pictures);
    const [first, second] = base.items;
    if (first?.kind !== 'picture' || second?.kind !== 'picture') throw new Error('two pictures expected');
    const items = [
      { ...first, crop: { x: 20, y: 10.5, width: 180, height: 120 }, shape: { kind: 'circle' as const } },
      { ...second, shape: { kind: 'roundedRectangle' as const, cornerRadius: 24 } },
    ];
    const response = await share(await shareForm(pictures, { design: { ...base, items } }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(items);
  });

  it('keeps an empty frame with its outline and look, and gives it back as it was', async () => {
    const pictures = [await pngPicture('p1')];
    const base = designOf(pictures);
    const design = { ...base, items: [...base.items, { ...frameItem, shape: { kind: 'roundedRectangle' as const, cornerRadius: 40 }, look: 'vintage' as const }] };
    const response = await share(await shareForm(pictures, { design }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(design.items);
  });

  it('keeps a picture’s look and sliders, and gives them back as they were', async () => {
    const pictures = [await pngPicture('p1'), await pngPicture('p2')];
    const base = designOf(pictures);
    const [first, second] = base.items;
    if (first?.kind !== 'picture' || second?.kind !== 'picture') throw new Error('two pictures expected');
    const items = [
      { ...first, look: 'mono' as const },
      { ...second, look: 'vintage' as const, adjust: { brightness: 100, contrast: -100, saturation: 0, warmth: -35 } },
    ];
    const response = await share(await shareForm(pictures, { design: { ...base, items } }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(items);
  });

  it('keeps the flip and the lock of an item, and items without them stay without', async () => {
    const pictures = [await pngPicture('a1b2c3')];
    const base = designOf(pictures);
    const design = { ...base, items: [...base.items, textItem({ flipX: true, locked: true })] };
    const response = await share(await shareForm(pictures, { design }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(design.items);
    expect(answer.design.items[0]).not.toHaveProperty('flipX');
  });

  it('keeps every kind of item\'s opacity, 0 and 1 included, and items without one stay without', async () => {
    const pictures = [await pngPicture('a1b2c3')];
    const base = designOf(pictures);
    const [picture] = base.items;
    const items = [
      { ...picture, opacity: 0.35 },
      textItem({ opacity: 0 }),
      makeArt({ itemID: 'dog', itemIndex: 2, opacity: 1 }),
      { ...frameItem, opacity: 0.5 },
      textItem({ itemID: 'plain', itemIndex: 4 }),
    ];
    const response = await share(await shareForm(pictures, { design: { ...base, items } }));
    expect(response.statusCode).toBe(201);
    const answer = (await open(response.json<{ id: string }>().id)).json<SharedDesignAnswer>();
    expect(answer.design.items).toEqual(items);
    expect(answer.design.items[4]).not.toHaveProperty('opacity');
  });

  it('opens a design shared before text items existed (no version, pictures without a kind) as pictures', async () => {
    const pictures = [await pngPicture('a1b2c3')];
    const current = designOf(pictures);
    const version1: Record<string, unknown> = {
      ...current,
      items: current.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'kind'))),
    };
    delete version1.version;
    // A browser of the earlier version sends it so: it is accepted…
    const response = await share(await shareForm(pictures, { design: version1 }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    // …and a design stored in the earlier shape is answered in the current one.
    await test.app.orders.db.updateTable('shared_designs').set({ design: JSON.stringify({ ...version1, pictures: [] }) }).where('id', '=', id).execute();
    const stored = await test.app.orders.db.selectFrom('shared_designs').select('design').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.design).not.toContain('"kind"');
    const answer = (await open(id)).json<SharedDesignAnswer>();
    expect(answer.design.version).toBe(2);
    expect(answer.design.items).toEqual(current.items);
  });

  it('keeps the picture alone: nothing the upload carried beyond the pixels is stored', async () => {
    const withExif = await sharp(await transparentPng(120, 80))
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-marker' } } })
      .toBuffer();
    expect(withExif.includes('secret-marker')).toBe(true);
    const picture: Picture = { imageID: 'exif', name: 'exif.png', bytes: withExif, width: 120, height: 80 };
    const { id } = (await share(await shareForm([picture]))).json<{ id: string }>();
    const url = (await open(id)).json<SharedDesignAnswer>().design.pictures[0]?.url ?? '';
    const stored = await test.app.inject({ method: 'GET', url });
    expect(stored.rawPayload.includes('secret-marker')).toBe(false);
  });

  it('never stores more than was sent: a random-walk RGBA picture keeps its size', async () => {
    const pictures = await Promise.all(
      ['walk-1', 'walk-2'].map(async (imageID, index) => {
        const bytes = await randomWalkPng(1024, 768, index + 1);
        return { imageID, name: `${imageID}.png`, bytes, width: 1024, height: 768 };
      }),
    );
    const preview = await designPng();
    const response = await share(await shareForm(pictures, { preview }));
    expect(response.statusCode).toBe(201);
    const uploaded = pictures.reduce((sum, picture) => sum + picture.bytes.length, preview.length);
    const stored = (await test.app.storage.list()).reduce((sum, file) => sum + file.size, 0);
    expect(stored / uploaded).toBeLessThanOrEqual(1.1);
  }, 30_000);

  it('converts a photo with its own colour profile to sRGB, without its EXIF, and no larger than sent', async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 80 })
      .withIccProfile('p3')
      .withExif({ IFD0: { Copyright: 'secret-marker' } })
      .toBuffer();
    const picture: Picture = { imageID: 'p3', name: 'p3.jpg', bytes, width: 640, height: 480 };
    const { id } = (await share(await shareForm([picture]))).json<{ id: string }>();
    const url = (await open(id)).json<SharedDesignAnswer>().design.pictures[0]?.url ?? '';
    const stored = (await test.app.inject({ method: 'GET', url })).rawPayload;
    expect(stored.includes('secret-marker')).toBe(false);
    expect(stored.length).toBeLessThanOrEqual(bytes.length);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('answers 413 when what a share stores passes its budget, and keeps none of it', async () => {
    const picture = await pngPicture('p1');
    const upload = { design: designOf([picture]), preview: await temporaryFile(await designPng()), pictures: new Map([['p1', await temporaryFile(picture.bytes)]]) };
    const store = { storage: test.app.storage, db: test.app.orders.db, maxStoredBytes: 1000, takeStoredBytes: async () => 0, refundStoredBytes: async () => undefined };
    await expect(storeShare(store, 'abcdefghijklmnopqrstuvwxyz', upload, orderModel)).rejects.toMatchObject({ statusCode: 413 });
    await noFilesLeft();
  });

  it('answers 404 to an unknown id, a malformed id and an expired design, and lists nothing', async () => {
    const unknown = await open('abcdefghijklmnopqrstuvwxyz');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatch(/does not exist, or its link has expired/);
    expect((await open('..%2f..%2fetc')).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/designs' })).statusCode).toBe(404);

    const { id } = (await share(await shareForm([await pngPicture('p1')]))).json<{ id: string }>();
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * day).toISOString();
    await test.app.orders.db.updateTable('shared_designs').set({ created_at: thirtyOneDaysAgo }).execute();
    const expired = await open(id);
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired)).toMatch(/expired/);
  });

  it('the cleanup deletes a shared design and its files 30 days after it was shared, not before', async () => {
    const { id } = (await share(await shareForm([await pngPicture('p1'), await pngPicture('p2')]))).json<{ id: string }>();
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    const { db } = test.app.orders;
    const sharedAt = Date.parse((await db.selectFrom('shared_designs').select('created_at').executeTakeFirstOrThrow()).created_at);

    // Older than the 7-day preview retention: the files are still the design's, so they stay.
    const tenDaysLater = new Date(sharedAt + 10 * day);
    expect(await deleteUnreferencedFiles({ db, storage: test.app.storage, now: () => tenDaysLater })).toBe(0);
    expect(await deleteExpiredSharedDesigns(db, test.app.storage, new Date(sharedAt + 30 * day - 1000))).toBe(0);
    expect((await open(id)).statusCode).toBe(200);

    // The daily cleanup job, 30 days on.
    const log = { info: () => undefined, warn: (...args: unknown[]) => errors.push(args), error: (...args: unknown[]) => errors.push(args) };
    const errors: unknown[] = [];
    await startFileCleanup({ db, storage: test.app.storage, now: () => new Date(sharedAt + 30 * day), log }).stop();
    expect(errors).toEqual([]);
    await noFilesLeft();
    expect((await open(id)).statusCode).toBe(404);
  });

  it('answers 413 to more than 50 pictures and stores nothing', async () => {
    const picture = await pngPicture('p0', 16, 16);
    const pictures = Array.from({ length: 51 }, (_, index) => ({ ...picture, imageID: `p${index}` }));
    const response = await share(await shareForm(pictures));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/at most 50 pictures/);
    await noFilesLeft();
  });

  it('answers 400 to a design that lists more than 50 pictures', async () => {
    const picture = await pngPicture('p0', 16, 16);
    const listed = Array.from({ length: 51 }, (_, index) => ({ ...picture, imageID: `p${index}` }));
    const response = await share(await shareForm([picture], { design: designOf(listed) }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/at most 50 pictures/);
  });

  it('answers 413 when the pictures come to more than 60 MB and stores nothing', async () => {
    // Random bytes do not compress: each 2048×2048 PNG of noise is about 16 MB.
    const noise = await sharp(randomBytes(2048 * 2048 * 4), {
      raw: { width: 2048, height: 2048, channels: 4 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(15 * 1024 * 1024);
    const pictures = Array.from({ length: 4 }, (_, index): Picture => ({
      imageID: `noise${index}`,
      name: 'noise.png',
      bytes: noise,
      width: 2048,
      height: 2048,
    }));
    const response = await share(await shareForm(pictures));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/too large to share \(the limit is 60 MB\)/);
    await noFilesLeft();
  }, 30_000);

  const notImages: [string, () => Promise<Picture>, number, RegExp][] = [
    ['a text file', async () => ({ ...(await pngPicture('p1')), bytes: Buffer.from('hello, not a picture') }), 400, /not a PNG or JPEG/],
    ['a GIF', async () => ({ ...(await pngPicture('p1')), bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } }).gif().toBuffer() }), 400, /not a PNG or JPEG/],
    ['an SVG named .png', async () => ({ ...(await pngPicture('p1')), bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>') }), 400, /not a PNG or JPEG/],
    ['a truncated PNG', async () => {
      const picture = await pngPicture('p1');
      return { ...picture, bytes: picture.bytes.subarray(0, Math.floor(picture.bytes.length / 2)) };
    }, 422, /damaged/],
    ['a picture of another size than declared', async () => ({ ...(await pngPicture('p1')), width: 301 }), 400, /is 300×200 pixels, not 301×200/],
    ['a picture over 2048 px', async () => ({ ...(await pngPicture('p1', 2100, 50)), width: 2048 }), 400, /larger than 2048 px/],
  ];
  for (const [what, picture, status, message] of notImages) {
    it(`answers ${status} to ${what} and stores nothing`, async () => {
      const response = await share(await shareForm([await picture()]));
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatch(message);
      await noFilesLeft();
      expect(await test.app.orders.db.selectFrom('shared_designs').selectAll().execute()).toEqual([]);
    });
  }

  const withText = async (overrides: Record<string, unknown>) => {
    const pictures = [await pngPicture('p1')];
    const design = designOf(pictures);
    return shareForm(pictures, { design: { ...design, items: [...design.items, textItem(overrides)] } });
  };
  const withFrame = async (overrides: Record<string, unknown>) => {
    const pictures = [await pngPicture('p1')];
    const design = designOf(pictures);
    return shareForm(pictures, { design: { ...design, items: [...design.items, { ...frameItem, ...overrides }] } });
  };
  const withArt = async (overrides: Record<string, unknown>) => {
    const pictures = [await pngPicture('p1')];
    const design = designOf(pictures);
    return shareForm(pictures, { design: { ...design, items: [...design.items, { ...makeArt({ itemIndex: 1 }), ...overrides }] } });
  };
  const withPicture = async (overrides: Record<string, unknown>) => {
    const pictures = [await pngPicture('p1')];
    const design = designOf(pictures);
    return shareForm(pictures, { design: { ...design, items: design.items.map((item) => ({ ...item, ...overrides })) } });
  };
  const badForms: [string, () => Promise<FormData>, number, RegExp][] = [
    ['a text in a font the store does not offer', () => withText({ fontFamily: 'Comic Sans MS' }), 400, /font this store does not offer/],
    ['a text of four lines', () => withText({ text: 'a\nb\nc\nd' }), 400, /at most 3 lines and 80 characters/],
    ['a text of 81 characters', () => withText({ text: 'x'.repeat(81) }), 400, /at most 3 lines and 80 characters/],
    ['a text of 100,000 characters', () => withText({ text: 'x'.repeat(100_000) }), 400, /at most 3 lines and 80 characters/],
    ['a text that is not a string', () => withText({ text: { evil: true } }), 400, /^design\/items\/1\/text must be text$/],
    ['a text without its font', () => withText({ fontFamily: undefined }), 400, /^design\/items\/1\/fontFamily A text uses a font this store does not offer\.$/],
    ['a text colour that is not a colour', () => withText({ fill: 'url(javascript:alert(1))' }), 400, /text colour is not valid/],
    ['an outline colour that is not a colour', () => withText({ stroke: 'red' }), 400, /outline colour is not valid/],
    ['a text alignment the editor does not have', () => withText({ align: 'justify' }), 400, /alignment is not valid/],
    ['an item of an unknown kind', () => withText({ kind: 'video' }), 400, /of a kind this store does not know/],
    ['an empty frame of a shape the store does not offer', () => withFrame({ shape: { kind: 'hexagon' } }), 400, /shape is not one this store offers/],
    ['an empty frame with a look the store does not offer', () => withFrame({ look: 'sparkly' }), 400, /look is not one this store offers/],
    ['an emoji the library does not have', () => withArt({ artID: '1f9ff-1f9ff' }), 400, /^design\/items\/1\/artID The emoji 1f9ff-1f9ff is not one this store offers/],
    ['a shape the library does not have', () => withArt({ source: 'shape', artID: 'pentacle', fill: '#ffffff' }), 400, /^design\/items\/1\/artID The shape pentacle is not one this store offers/],
    ['library art of another source', () => withArt({ source: 'sticker' }), 400, /neither an emoji nor a shape/],
    ['a shape without its colour', () => withArt({ source: 'shape', artID: 'heart' }), 400, /^design\/items\/1\/fill A shape has no colour/],
    ['an emoji with a colour', () => withArt({ fill: '#ffffff' }), 400, /^design\/items\/1\/fill An emoji takes no colour/],
    ['a shape colour that is not a colour', () => withArt({ source: 'shape', artID: 'heart', fill: 'red' }), 400, /shape colour is not valid/],
    ['a text curved past 100', () => withText({ curve: 101 }), 400, /^design\/items\/1\/curve must be a number from -100 to 100$/],
    ['a curve that is not a number', () => withText({ curve: 'arch' }), 400, /^design\/items\/1\/curve must be a number from -100 to 100$/],
    ['a picture shape the store does not offer', () => withPicture({ shape: { kind: 'hexagon' } }), 400, /shape is not one this store offers/],
    ['a picture shape with an unknown field', () => withPicture({ shape: { kind: 'circle', evil: 1 } }), 400, /^design\/items\/0\/shape has a field this store does not know: evil$/],
    ['a crop reaching outside its picture', () => withPicture({ crop: { x: 200, y: 0, width: 150, height: 100 } }), 400, /crop of sticker item-0 reaches outside/],
    ['a crop of no width', () => withPicture({ crop: { x: 0, y: 0, width: 0, height: 100 } }), 400, /^design\/items\/0\/crop\/width must be a number above 0 and at most 2048$/],
    ['a crop that is not a rectangle', () => withPicture({ crop: 'all of it' }), 400, /^design\/items\/0\/crop must be an object$/],
    ['a picture look the store does not offer', () => withPicture({ look: 'lomo' }), 400, /^design\/items\/0\/look A picture look is not one this store offers\.$/],
    ['a slider past 100', () => withPicture({ adjust: { brightness: 101 } }), 400, /^design\/items\/0\/adjust\/brightness A picture's slider is not a whole number from -100 to 100\.$/],
    ['a slider that is not whole', () => withPicture({ adjust: { warmth: -2.5 } }), 400, /^design\/items\/0\/adjust\/warmth A picture's slider/],
    ['a slider that is not a number', () => withPicture({ adjust: { contrast: 'high' } }), 400, /^design\/items\/0\/adjust\/contrast A picture's slider/],
    ['a slider the store does not have', () => withPicture({ adjust: { sharpness: 10 } }), 400, /^design\/items\/0\/adjust has a field this store does not know: sharpness$/],
    ['a turn past ten full turns', () => withPicture({ rotation: 3601 }), 400, /^design\/items\/0\/rotation must be a number from -3600 to 3600$/],
    ['a layer number that is not whole', () => withPicture({ itemIndex: 0.5 }), 400, /^design\/items\/0\/itemIndex must be a whole number from 0 to 500$/],
    ['a corner far off the case', () => withPicture({ TL_imageBounds: { x: -2e6, y: 0 } }), 400, /^design\/items\/0\/TL_imageBounds\/x must be a number from -1000000 to 1000000$/],
    ['an item without its corner', () => withPicture({ BR_imageBounds: undefined }), 400, /^design\/items\/0\/BR_imageBounds is missing$/],
    ['a flip that is not true or false', () => withText({ flipX: 'yes' }), 400, /flip is neither true nor false/],
    ['a lock that is not true or false', () => withText({ locked: 1 }), 400, /lock is neither true nor false/],
    ['an opacity above 1', () => withText({ opacity: 1.5 }), 400, /^design\/items\/1\/opacity An item's opacity is not a number from 0 to 1\.$/],
    ['an opacity below 0', () => withPicture({ opacity: -0.1 }), 400, /^design\/items\/0\/opacity An item's opacity is not a number from 0 to 1\.$/],
    ['an opacity given in percent', () => withArt({ opacity: 50 }), 400, /^design\/items\/1\/opacity An item's opacity/],
    ['an opacity that is not a number', () => withText({ opacity: 'half' }), 400, /^design\/items\/1\/opacity An item's opacity is not a number from 0 to 1\.$/],
    ['a design of a newer version', async () => {
      const pictures = [await pngPicture('p1')];
      return shareForm(pictures, { design: { ...designOf(pictures), version: 3 } });
    }, 400, /newer version of the store/],
    ['no design field', async () => {
      const form = await shareForm([await pngPicture('p1')]);
      form.delete('design');
      return form;
    }, 400, /No design was sent/],
    ['a design that is not JSON', async () => shareForm([await pngPicture('p1')], { design: undefined }).then((form) => {
      form.set('design', '{not json');
      return form;
    }), 400, /not valid JSON/],
    ['an unknown phone model', async () => {
      const pictures = [await pngPicture('p1')];
      return shareForm(pictures, { design: designOf(pictures, { phoneModel: 'nokia_3310' }) });
    }, 400, /Unknown phone model/],
    ['a sticker whose picture is not listed', async () => {
      const pictures = [await pngPicture('p1')];
      const design = designOf(pictures);
      return shareForm(pictures, { design: { ...design, pictures: [] } });
    }, 400, /is not listed/],
    ['a listed picture that was not sent', async () => {
      const pictures = [await pngPicture('p1'), await pngPicture('p2')];
      const form = await shareForm(pictures.slice(0, 1), { design: designOf(pictures) });
      return form;
    }, 400, /picture p2 was not sent/],
    ['a picture the design does not list', async () => {
      const pictures = [await pngPicture('p1'), await pngPicture('p2')];
      return shareForm(pictures, { design: designOf(pictures.slice(0, 1)) });
    }, 400, /p2 is not part of the design/],
    ['a bad picture id', async () => {
      const pictures = [{ ...(await pngPicture('p1')), imageID: '../../etc/passwd' }];
      return shareForm(pictures);
    }, 400, /picture id is not valid/],
    ['ghosts more frequent than the slider goes', async () => {
      const pictures = [await pngPicture('p1')];
      const design = designOf(pictures);
      return shareForm(pictures, { design: { ...design, ghosts: { ...design.ghosts, freq: 11 } } });
    }, 400, /^design\/ghosts\/freq must be a whole number from 1 to 10$/],
    ['a finish the store does not sell', async () => {
      const pictures = [await pngPicture('p1')];
      return shareForm(pictures, { design: { ...designOf(pictures), caseFinish: 'Chrome' } });
    }, 400, /^design\/caseFinish must be one of "Matte", "Glossy"$/],
    ['a design that is a list', async () => shareForm([await pngPicture('p1')], { design: [] }), 400, /^design must be an object$/],
    ['a design field over 512 KB', async () => {
      const form = await shareForm([await pngPicture('p1')]);
      form.set('design', 'x'.repeat(512 * 1024 + 1));
      return form;
    }, 413, /^The design is larger than 512 KB \(form field "design"\)\.$/],
    ['a bad background colour', async () => {
      const pictures = [await pngPicture('p1')];
      return shareForm(pictures, { design: designOf(pictures, { backgroundColor: 'red;}' }) });
    }, 400, /background colour is not valid/],
    ['the design sent as a file', async () => {
      const pictures = [await pngPicture('p1')];
      const form = await shareForm(pictures);
      form.set('design', new Blob([JSON.stringify(designOf(pictures))]), 'design.json');
      return form;
    }, 400, /Unexpected file field "design"/],
    ['more text fields than a share has', async () => {
      const form = await shareForm([await pngPicture('p1')]);
      for (const name of ['a', 'b', 'c']) form.append(name, 'x');
      return form;
    }, 413, /too many fields/],
    ['no preview', async () => shareForm([await pngPicture('p1')], { preview: null }), 400, /form field "preview"/],
    ['a preview of the wrong size', async () => shareForm([await pngPicture('p1')], { preview: await transparentPng(100, 100) }), 400, /must be \d+×\d+ pixels/],
  ];
  for (const [what, form, status, message] of badForms) {
    it(`answers ${status} to ${what} and stores nothing`, async () => {
      const response = await share(await form());
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatch(message);
      await noFilesLeft();
    });
  }

  it('answers 400 to a multipart body cut short and stores nothing', async () => {
    const request = new Request('http://store.test/', { method: 'POST', body: await shareForm([await pngPicture('p1')]) });
    const bytes = Buffer.from(await request.arrayBuffer());
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: bytes.subarray(0, bytes.length - 300),
    });
    expect(response.statusCode).toBe(400);
    await noFilesLeft();
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/designs', payload: { design: '{}' } });
    expect(response.statusCode).toBe(415);
  });

  it('limits shares per visitor; refused shares and those the store failed to keep cost no turn', async () => {
    const first = await share(await shareForm([], { preview: await transparentPng(10, 10) }));
    expect(first.statusCode).toBe(400);
    const cookies = cookiesOf(first);
    const headers = { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ') };
    const form = await shareForm([]);
    // The storage fails: a full disk (503) and a fault of no known kind (500).
    const save = vi.spyOn(test.app.storage, 'save');
    save.mockRejectedValueOnce(storageFailure(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })));
    save.mockRejectedValueOnce(new Error('an unexpected failure'));
    expect((await share(form, headers)).statusCode).toBe(503);
    expect((await share(form, headers)).statusCode).toBe(500);
    save.mockRestore();
    for (let turn = 0; turn < shareLimits.visitor.limit; turn += 1) {
      expect((await share(form, headers)).statusCode).toBe(201);
    }
    const refused = await share(form, headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toMatch(/shared many designs/);
    // Another visitor at another address still shares.
    expect((await share(form, {}, '10.9.8.7')).statusCode).toBe(201);
  }, 60_000);
});

describe('the bytes shares store per client address (SHARE_STORAGE_LIMIT=1/3600: 1 MB an hour)', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp({ ...(await testDatabaseEnv()), SHARE_STORAGE_LIMIT: '1/3600' });
  });
  afterEach(async () => {
    await test.close();
  });

  /** A share of one 1024×1200 random-walk picture: about 0.6 MB stored. */
  const walkForm = async (seed: number) => {
    const bytes = await randomWalkPng(1024, 1200, seed);
    return shareForm([{ imageID: `walk-${seed}`, name: 'walk.png', bytes, width: 1024, height: 1200 }]);
  };
  const post = (form: FormData, remoteAddress: string) =>
    test.app.inject({ method: 'POST', url: '/api/designs', payload: form, remoteAddress });
  const shareFrom = async (remoteAddress: string, seed: number) => post(await walkForm(seed), remoteAddress);
  const storedFiles = async () => (await test.app.storage.list()).map((file) => file.name).sort();

  it('counts what shares store as one step: of two at once that do not both fit, one is refused and keeps nothing', async () => {
    // Both pass the check before their uploads are read (the budget is empty), then both are stored.
    const forms = await Promise.all([walkForm(1), walkForm(2)]);
    const answers = await Promise.all(forms.map((form) => post(form, '10.1.0.1')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused && errorOf(refused)).toBe(shareStorageMessage);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    // The preview and the picture of the one share kept.
    await vi.waitFor(async () => expect(await storedFiles()).toHaveLength(2));
    // Another address has its own budget.
    expect((await shareFrom('10.1.0.2', 3)).statusCode).toBe(201);
  }, 30_000);

  /**
   * Makes the database refuse every new shared design, as a real fault of its own would: a
   * trigger that raises an error on insert (SQLite's RAISE, PostgreSQL's RAISE EXCEPTION).
   */
  const failShareInserts = async () => {
    const { db } = test.app.orders;
    if (testPostgresUrl) {
      await sql`create function refuse_share() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db);
      await sql`create trigger refuse_share before insert on shared_designs for each row execute function refuse_share()`.execute(db);
      return async () => {
        await sql`drop trigger refuse_share on shared_designs`.execute(db);
      };
    }
    await sql`create trigger refuse_share before insert on shared_designs begin select raise(abort, 'disk full'); end`.execute(db);
    return async () => {
      await sql`drop trigger refuse_share`.execute(db);
    };
  };

  it('gives back the bytes of a share the database failed to record', async () => {
    // 0.6 MB counted, then the insert fails: without the refund a second 0.6 MB share would not fit.
    const allowInserts = await failShareInserts();
    expect((await shareFrom('10.1.0.1', 1)).statusCode).toBe(500);
    await vi.waitFor(async () => expect(await storedFiles()).toEqual([]));
    await allowInserts();
    expect((await shareFrom('10.1.0.1', 2)).statusCode).toBe(201);
    // Counted once kept: a third does not fit.
    expect((await shareFrom('10.1.0.1', 3)).statusCode).toBe(429);
  }, 30_000);

  it('refuses an upload larger than what is left before reading it', async () => {
    expect((await shareFrom('10.1.0.1', 1)).statusCode).toBe(201);
    // A body of 0.6 MB that is not even multipart: the budget refuses it before the route reads it.
    const large = { design: 'x'.repeat(600 * 1024) };
    const refused = await test.app.inject({ method: 'POST', url: '/api/designs', payload: large, remoteAddress: '10.1.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(shareStorageMessage);
    const elsewhere = await test.app.inject({ method: 'POST', url: '/api/designs', payload: large, remoteAddress: '10.1.0.2' });
    expect(elsewhere.statusCode).toBe(415);
  }, 30_000);
});
