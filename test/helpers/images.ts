import sharp from 'sharp';

/** A PNG with a transparent background and an opaque disc of `color`. */
export async function transparentPng(width: number, height: number, color = '#e63946'): Promise<Buffer> {
  const radius = Math.min(width, height) / 2 - 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="${color}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An opaque JPEG of one colour. */
export async function solidJpeg(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 95 }).toBuffer();
}

/**
 * A JPEG stored as `width`x`height` pixels with EXIF orientation 6 (rotate 90° clockwise to
 * view), so a correct decoder shows it `height`x`width`. The stored left half is red and the
 * right half blue: upright, the top is red and the bottom blue.
 */
export async function exifRotatedJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
}

/**
 * A photo-like RGBA PNG that compresses well only with PNG's row filters: each channel takes a
 * small random step from the pixel to its left (a random walk), from a fixed seed. Encoded with
 * adaptive filtering, as a browser's encoder does; unfiltered it takes about 8 times the bytes.
 */
export async function randomWalkPng(width: number, height: number, seed = 7): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  let state = seed;
  const step = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.round((state / 2 ** 31 - 0.5) * 6);
  };
  for (let y = 0; y < height; y += 1) {
    const value = [128, 128, 128, 200];
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 4; channel += 1) {
        const next = Math.max(0, Math.min(255, (value[channel] ?? 0) + step()));
        value[channel] = next;
        pixels[(y * width + x) * 4 + channel] = next;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png({ adaptiveFiltering: true }).toBuffer();
}

/** An opaque JPEG whose left half is `left` and right half `right`: a mirror shows. */
export async function halvesJpeg(width: number, height: number, left: string, right: string): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: right } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: left } })
    .composite([{ input: half, left: Math.floor(width / 2), top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * A 12 MP photo as a phone takes it: 4032x3024 pixels of soft colour blotches with grain (about
 * the bytes of a real one), a JPEG with EXIF orientation `orientation` (6: stored on its side,
 * shown 3024x4032, as a phone held upright stores it). `seed` gives each photo its own colours.
 */
export function phonePhoto(seed: number, orientation: 1 | 6 = 1): Promise<Buffer> {
  const key = `${seed}/${orientation}`;
  // Several seconds each on a busy machine: made once per test process.
  let photo = phonePhotos.get(key);
  if (!photo) {
    photo = makePhonePhoto(seed, orientation);
    phonePhotos.set(key, photo);
  }
  return photo;
}

const phonePhotos = new Map<string, Promise<Buffer>>();

/**
 * Four photos as a phone takes them, as files picked (IMG_0001.JPG…): 4032x3024, the second and
 * fourth stored on their side (EXIF 6, shown 3024x4032); `firstSeed` gives the set its colours.
 */
export function fourPhonePhotoFiles(firstSeed = 1): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  return Promise.all(
    ([1, 6, 1, 6] as const).map(async (orientation, index) => ({
      name: `IMG_000${index + 1}.JPG`,
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(firstSeed + index, orientation),
    })),
  );
}

async function makePhonePhoto(seed: number, orientation: 1 | 6): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const colours = Buffer.alloc(8 * 6 * 3);
  let state = seed * 7919 + 17;
  for (let index = 0; index < colours.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    colours[index] = 40 + Math.floor((state / 2 ** 31) * 200);
  }
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  return sharp(colours, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * A colourful photo-like JPEG: the hue wheel across it from `hue` (degrees), light at the top and
 * dark at the bottom, with a soft disc; every look and slider changes some part of it.
 */
export async function colourfulJpeg(width: number, height: number, hue = 0): Promise<Buffer> {
  const stops = Array.from({ length: 7 }, (_, index) => `<stop offset="${index / 6}" stop-color="hsl(${(hue + index * 60) % 360}, 75%, 55%)"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="h">${stops}</linearGradient>
      <linearGradient id="v" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#h)"/>
    <rect width="100%" height="100%" fill="url(#v)"/>
    <circle cx="${width * 0.62}" cy="${height * 0.45}" r="${height / 5}" fill="hsl(${(hue + 200) % 360}, 60%, 70%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
