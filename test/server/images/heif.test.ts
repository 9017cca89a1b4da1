import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { hasTransparency, heifBrand, heifDeclaredSize } from '../../../src/server/images/heif.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/heic', name));

describe('heifBrand', () => {
  test('names the major brand of HEIF still images', () => {
    expect(heifBrand(fixture('example.heic'))).toBe('mif1');
    expect(heifBrand(fixture('small-640x480.heic'))).toBe('heic');
  });

  test('names the brand of a file cut off inside its ftyp box, from its first 12 bytes', () => {
    expect(heifBrand(fixture('small-640x480.heic').subarray(0, 12))).toBe('heic');
    expect(heifBrand(fixture('example.heic').subarray(0, 20))).toBe('mif1');
    expect(heifBrand(fixture('small-640x480.heic').subarray(0, 11))).toBeUndefined();
  });

  test('is undefined for other files and broken headers', () => {
    expect(heifBrand(Buffer.from('\x89PNG\r\n\x1a\n0000000000'))).toBeUndefined();
    expect(heifBrand(fixture('malformed-truncated.heic'))).toBeUndefined();
    expect(heifBrand(fixture('malformed-fuzzed.heic'))).toBeUndefined();
    const avif = Buffer.from(fixture('small-640x480.heic'));
    avif.write('avif', 8, 'latin1');
    expect(heifBrand(avif)).toBeUndefined();
  });
});

describe('heifDeclaredSize', () => {
  test('reads the largest ispe without decoding', () => {
    expect(heifDeclaredSize(fixture('photo-4032x3024.heic'))).toEqual({ width: 4032, height: 3024 });
    expect(heifDeclaredSize(fixture('example.heic'))).toEqual({ width: 1280, height: 854 });
    expect(heifDeclaredSize(fixture('with-alpha-512x512.heic'))).toEqual({ width: 512, height: 512 });
  });

  test('is undefined when the boxes are missing or cut off', () => {
    expect(heifDeclaredSize(fixture('malformed-truncated.heic'))).toBeUndefined();
    expect(heifDeclaredSize(fixture('small-640x480.heic').subarray(0, 60))).toBeUndefined();
  });
});

describe('hasTransparency', () => {
  test('is true only when an alpha byte is below 255', () => {
    expect(hasTransparency(new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255]))).toBe(false);
    expect(hasTransparency(new Uint8Array([1, 2, 3, 255, 4, 5, 6, 254]))).toBe(true);
  });
});
