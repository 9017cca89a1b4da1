import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseFields } from '../../../src/server/schemas/apiSchemas.ts';
import { numberFrom, wholeNumberFrom } from '../../../src/server/schemas/fieldRules.ts';

const schema = z.object({
  name: z.string().min(1).max(8),
  count: wholeNumberFrom(1, 10),
  angle: numberFrom(-90, 90),
  kind: z.enum(['a', 'b']),
  on: z.boolean(),
  tags: z.array(z.string()).max(2),
  box: z.object({ width: z.number() }).strict(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/, 'The colour is not valid.'),
});
const valid = { name: 'x', count: 1, angle: 0, kind: 'a', on: true, tags: [], box: { width: 1 }, colour: '#000000' };

/** The words of the 400 parseFields answers for `fields`, read as the form field `form`. */
function refusal(fields: unknown, form?: string): string {
  try {
    parseFields(schema, fields, form);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('a refused form field', () => {
  it('is named by its path, with what it must be in plain words', () => {
    expect(refusal({ ...valid, name: '' })).toBe('name must not be empty');
    expect(refusal({ ...valid, name: 'x'.repeat(9) })).toBe('name must be at most 8 characters long');
    expect(refusal({ ...valid, count: 0 })).toBe('count must be a whole number from 1 to 10');
    expect(refusal({ ...valid, count: 1.5 })).toBe('count must be a whole number from 1 to 10');
    expect(refusal({ ...valid, count: '3' })).toBe('count must be a whole number from 1 to 10');
    expect(refusal({ ...valid, angle: 91 })).toBe('angle must be a number from -90 to 90');
    expect(refusal({ ...valid, kind: 'c' })).toBe('kind must be one of "a", "b"');
    expect(refusal({ ...valid, on: 'yes' })).toBe('on must be true or false');
    expect(refusal({ ...valid, tags: ['a', 'b', 'c'] })).toBe('tags may hold at most 2 entries');
    expect(refusal({ ...valid, tags: 'a' })).toBe('tags must be a list');
    expect(refusal({ ...valid, box: { width: 1, depth: 2 } })).toBe('box has a field this store does not know: depth');
    expect(refusal({ ...valid, box: { width: 'wide' } })).toBe('box/width must be a number');
    expect(refusal({ ...valid, box: undefined })).toBe('box is missing');
  });

  it('keeps a message of its own, after its path unless the message names it first', () => {
    expect(refusal({ ...valid, colour: 'red' })).toBe('colour The colour is not valid.');
    expect(refusal({ ...valid, angle: 100 }, 'design')).toBe('design/angle must be a number from -90 to 90');
  });

  it('names the form field when the whole value is wrong', () => {
    expect(refusal([], 'design')).toBe('design must be an object');
    expect(refusal(null, 'design')).toBe('design must be an object');
  });
});
