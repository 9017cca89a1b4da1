import { describe, expect, it } from 'vitest';
import { maxRecentArt, parseRecentArt, withRecentArt, type ArtChoice } from '../../../src/editor/model/recentArt.ts';

const dog: ArtChoice = { source: 'emoji', artID: '1f436' };
const heart: ArtChoice = { source: 'shape', artID: 'heart', fill: '#d62839' };

describe('the recently used row', () => {
  it('puts the latest first, each art once (a shape in its last colour)', () => {
    const row = withRecentArt(withRecentArt(withRecentArt([], dog), heart), { ...heart, fill: '#ffffff' });
    expect(row).toEqual([{ ...heart, fill: '#ffffff' }, dog]);
    expect(withRecentArt(row, dog)).toEqual([dog, { ...heart, fill: '#ffffff' }]);
  });

  it('keeps at most maxRecentArt', () => {
    let row: ArtChoice[] = [];
    for (let index = 0; index < maxRecentArt + 5; index += 1) row = withRecentArt(row, { source: 'emoji', artID: `1f${600 + index}` });
    expect(row).toHaveLength(maxRecentArt);
    expect(row[0]?.artID).toBe(`1f${600 + maxRecentArt + 4}`);
  });

  it('reads a stored row back, leaving out what is not a choice', () => {
    expect(parseRecentArt([dog, heart, { source: 'shape', artID: 'star' }, { source: 'video', artID: 'x' }, 'dog', null])).toEqual([dog, heart]);
    expect(parseRecentArt({ not: 'a list' })).toEqual([]);
  });
});
