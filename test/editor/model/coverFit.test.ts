import { describe, expect, it } from 'vitest';
import { coverRect } from '../../../src/editor/model/coverFit.ts';

describe('coverRect', () => {
  it('fills a taller box with a wide image, cropping its sides evenly', () => {
    expect(coverRect({ width: 400, height: 200 }, { width: 100, height: 200 })).toEqual({
      x: -150,
      y: 0,
      width: 400,
      height: 200,
    });
  });

  it('fills a wider box with a tall image, cropping top and bottom evenly', () => {
    expect(coverRect({ width: 100, height: 300 }, { width: 200, height: 200 })).toEqual({
      x: 0,
      y: -200,
      width: 200,
      height: 600,
    });
  });
});
