import { describe, expect, it } from 'vitest';
import {
  fileRejection,
  isAcceptedImage,
  isHeic,
  maxImageFileBytes,
} from '../../../src/editor/assets/imageFiles.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('isAcceptedImage', () => {
  it('accepts every image/ type, whatever the name says', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'IMAGE/PNG']) {
      expect(isAcceptedImage(file('x.bin', type)), type).toBe(true);
    }
  });

  it('refuses other types, even with an image extension', () => {
    expect(isAcceptedImage(file('photo.jpg', 'application/pdf'))).toBe(false);
    expect(isAcceptedImage(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isAcceptedImage(file('photo.heic', 'video/quicktime'))).toBe(false);
  });

  it('accepts HEIC/HEIF by extension only when the browser gives no type', () => {
    expect(isAcceptedImage(file('IMG_0001.HEIC', ''))).toBe(true);
    expect(isAcceptedImage(file('IMG_0001.heif', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedImage(file('photo.jpg', ''))).toBe(false);
    expect(isAcceptedImage(file('heic', ''))).toBe(false);
  });
});

describe('isHeic', () => {
  it('recognises the four HEIC/HEIF types', () => {
    for (const type of ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']) {
      expect(isHeic(file('a', type)), type).toBe(true);
    }
  });

  it('recognises the extension when there is no type, and trusts a given type over the name', () => {
    expect(isHeic(file('IMG_0001.HEIC', ''))).toBe(true);
    expect(isHeic(file('IMG_0001.heif', ''))).toBe(true);
    expect(isHeic(file('IMG_0001.heic', 'image/jpeg'))).toBe(false);
    expect(isHeic(file('IMG_0001.jpg', ''))).toBe(false);
  });
});

describe('fileRejection', () => {
  it('gives a short reason for each refusal and null for a good file', () => {
    expect(fileRejection(file('a.png', 'image/png'))).toBeNull();
    expect(fileRejection(file('a.pdf', 'application/pdf'))).toBe('is not an image');
    expect(fileRejection(file('a.png', 'image/png', 0))).toBe('is empty');
  });

  it('takes a file of exactly the byte limit and refuses one byte more', () => {
    const atLimit = { name: 'big.jpg', type: 'image/jpeg', size: maxImageFileBytes };
    expect(fileRejection(atLimit)).toBeNull();
    expect(fileRejection({ ...atLimit, size: maxImageFileBytes + 1 })).toBe('is larger than 40 MB');
  });
});
