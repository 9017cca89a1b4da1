import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createHeicConverter, defaultHeicOptions, type HeicConverter } from '../../../src/server/images/heicConverter.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/heic', name));
const withBrand = (bytes: Buffer, brand: string) => {
  const copy = Buffer.from(bytes);
  copy.write(brand, 8, 'latin1');
  return copy;
};

let converter: HeicConverter | undefined;
afterEach(() => converter?.close());

describe('HEIC converter', () => {
  test('a burst runs one at a time and refuses what would wait beyond the limit', async () => {
    const active = createHeicConverter({ ...defaultHeicOptions, maxWaiting: 2 });
    converter = active;
    const small = fixture('small-640x480.heic');
    const finished: number[] = [];
    const burst = [0, 1, 2, 3].map((index) =>
      active.convert(small).then(
        () => finished.push(index),
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(burst);
    expect(outcomes[3]).toMatchObject({ statusCode: 429 });
    expect(finished).toEqual([0, 1, 2]);
  });

  test('a decode over the time limit is stopped and the next photo still converts', async () => {
    converter = createHeicConverter({ ...defaultHeicOptions, timeoutMs: 5 });
    await expect(converter.convert(fixture('photo-4032x3024.heic'))).rejects.toMatchObject({
      statusCode: 422,
      message: 'The photo took too long to convert.',
    });
    converter = createHeicConverter(defaultHeicOptions);
    await expect(converter.convert(fixture('small-640x480.heic'))).resolves.toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  test.each(['malformed-crash.heic', 'malformed-fuzzed.heic'])(
    '%s given a HEIC brand is still refused with a 4xx, and the converter carries on',
    async (name) => {
      converter = createHeicConverter(defaultHeicOptions);
      const error = await converter.convert(withBrand(fixture(name), 'mif1')).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ statusCode: 422 });
      await expect(converter.convert(fixture('small-640x480.heic'))).resolves.toMatchObject({
        contentType: 'image/jpeg',
      });
    },
  );
});
