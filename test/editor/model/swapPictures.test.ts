import { describe, expect, it } from 'vitest';
import { swapPictures } from '../../../src/editor/model/swapPictures.ts';
import { makeItem } from './makeItem.ts';

describe('swapping two layout cells’ pictures', () => {
  const landscape = { width: 4000, height: 3000 };
  const portrait = { width: 1000, height: 2000 };
  // A 250x500 cell showing the landscape photo and an 800x400 one showing the portrait.
  const tall = { ...makeItem(0, [60, 220], [310, 720]), imageID: 'landscape', crop: { x: 1250, y: 0, width: 1500, height: 3000 } };
  const wide = { ...makeItem(1, [380, 220], [1180, 620], 90), imageID: 'portrait', crop: { x: 0, y: 750, width: 1000, height: 500 } };

  it('keeps each cell and gives it the other picture, cropped to cover it about the middle', () => {
    const [first, second] = swapPictures(tall, wide, landscape, portrait);
    expect(first).toEqual({ ...tall, imageID: 'portrait', crop: { x: 0, y: 0, width: 1000, height: 2000 } });
    expect(second).toEqual({ ...wide, imageID: 'landscape', crop: { x: 0, y: 500, width: 4000, height: 2000 } });
  });

  it('gives the pictures back when swapped twice', () => {
    const [first, second] = swapPictures(tall, wide, landscape, portrait);
    const [again, andAgain] = swapPictures(first, second, portrait, landscape);
    expect(again).toEqual({ ...tall, crop: { x: 1250, y: 0, width: 1500, height: 3000 } });
    expect(andAgain).toEqual({ ...wide, crop: { x: 0, y: 750, width: 1000, height: 500 } });
  });
});
