import { describe, expect, it } from 'vitest';
import { createMemoryMockupIndex } from '../../../src/server/mockup/mockupIndex.ts';
import { limitsBackend, mockupIndexUnderTest } from '../../helpers/limitsUnderTest.ts';

describe(`mockup index (${limitsBackend})`, () => {
  it('remembers, answers and forgets the files of a render', async () => {
    const index = mockupIndexUnderTest();
    expect(await index.get('design-1')).toBeUndefined();
    await index.set('design-1', ['a.webp', 'b.webp']);
    expect(await index.get('design-1')).toEqual(['a.webp', 'b.webp']);
    await index.delete('design-1');
    expect(await index.get('design-1')).toBeUndefined();
  });
});

describe('the in-process mockup index', () => {
  it('keeps the latest renders only', async () => {
    const index = createMemoryMockupIndex(2);
    for (const key of ['one', 'two', 'three']) await index.set(key, [`${key}.webp`]);
    expect(await index.get('one')).toBeUndefined();
    expect(await index.get('three')).toEqual(['three.webp']);
  });
});
