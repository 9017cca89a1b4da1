import { describe, expect, it } from 'vitest';
import { parseEmojiIndex, searchEmoji, searchWords, type EmojiIndexFile } from '../../../src/editor/model/emojiSearch.ts';

/** A few rows as scripts/generate-art.ts writes them (category indices of shared/art/emojiCategories). */
const index: EmojiIndexFile = {
  emoji: [
    ['1f600', 0, 'grinning face', 'cheerful face grin happy smile'],
    ['1f436', 2, 'dog face', 'adorbs animal dog face pet puppies puppy'],
    ['1f415', 2, 'dog', 'animal animals dogs pet'],
    ['1f429', 2, 'poodle', 'dog'],
    ['1f32d', 3, 'hot dog', 'frankfurter hotdog sausage'],
    ['2764', 7, 'red heart', 'heart love red'],
    ['1f1fa-1f1f8', 8, 'flag: United States', 'us flag united states usa'],
    ['bad', 99, 'no such category', ''],
  ],
};
const entries = parseEmojiIndex(index);
const ids = (query: string) => searchEmoji(entries, query).map((entry) => entry.id);

describe('the emoji library search', () => {
  it('reads the index into entries with their categories, leaving out rows that fit none', () => {
    expect(entries.map((entry) => entry.category)).toEqual(['smileys', 'animals', 'animals', 'animals', 'food', 'symbols', 'flags']);
    expect(entries[1]?.nameWords).toEqual(['dog', 'face']);
  });

  it('finds by name first: the emoji named "dog", then names with the word, then keywords', () => {
    expect(ids('dog')).toEqual(['1f415', '1f436', '1f32d', '1f429']);
    expect(ids('Dog')).toEqual(ids('dog'));
  });

  it('finds by keyword alone, and by the beginning of a word', () => {
    expect(ids('love')).toEqual(['2764']);
    expect(ids('usa')).toEqual(['1f1fa-1f1f8']);
    expect(ids('pupp')).toEqual(['1f436']);
    expect(ids('hap')).toEqual(['1f600']);
  });

  it('needs every word typed: two words narrow the results', () => {
    expect(ids('red heart')).toEqual(['2764']);
    expect(ids('dog face')).toEqual(['1f436']);
    expect(ids('dog love')).toEqual([]);
    expect(ids('united states')).toEqual(['1f1fa-1f1f8']);
  });

  it('finds nothing for an empty query, or one of punctuation only', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  :, ')).toEqual([]);
  });

  it('gives at most `limit` results', () => {
    expect(searchEmoji(entries, 'a', 2)).toHaveLength(2);
  });

  it('splits names at spaces and punctuation', () => {
    expect(searchWords('flag: United States')).toEqual(['flag', 'united', 'states']);
  });
});
