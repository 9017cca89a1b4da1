import { describe, expect, it } from 'vitest';
import { collectEmojiArt } from '../../scripts/art/emojiArt.ts';
import { emojiCount, isKnownArt } from '../../src/shared/art/artIDs.ts';
import { artShapes } from '../../src/shared/art/artShapes.ts';
import { emojiCategories } from '../../src/shared/art/emojiCategories.ts';
import emojiIDs from '../../src/shared/art/emojiIDs.json' with { type: 'json' };

describe('the library art', () => {
  const art = collectEmojiArt();

  it('lists exactly the emoji a build emits from the packages (the server checks designs against the list)', () => {
    expect(art.map((emoji) => emoji.id)).toEqual(emojiIDs);
  });

  it('has at least 1,000 emoji, in every usual category, each a standalone SVG with a size of its own', () => {
    expect(emojiCount).toBeGreaterThanOrEqual(1000);
    for (const category of emojiCategories) expect(art.filter((emoji) => emoji.category === category.id).length, category.id).toBeGreaterThan(0);
    for (const emoji of art) expect(emoji.svg, emoji.id).toMatch(/^<svg [^>]*width="[\d.]+" height="[\d.]+"/);
  });

  it('takes each emoji from Fluent Emoji Flat where it has one, the country flags from Twemoji', () => {
    expect(art.find((emoji) => emoji.id === '1f436')).toMatchObject({ set: 'fluent', name: 'dog face', category: 'animals' });
    expect(art.find((emoji) => emoji.id === '1f1fa-1f1f8')).toMatchObject({ set: 'twemoji', category: 'flags' });
    expect(art.find((emoji) => emoji.id === '2764')?.keywords).toEqual(expect.arrayContaining(['love', 'heart']));
  });

  it('has at least 20 shapes, each named once with a path in its box', () => {
    expect(artShapes.length).toBeGreaterThanOrEqual(20);
    expect(new Set(artShapes.map((shape) => shape.id)).size).toBe(artShapes.length);
    for (const shape of artShapes) {
      const numbers = shape.path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      expect(shape.path, shape.id).toMatch(/^M/);
      expect(Math.min(...numbers), shape.id).toBeGreaterThanOrEqual(0);
      expect(Math.max(shape.width, shape.height), shape.id).toBeLessThanOrEqual(100);
    }
  });

  it('knows its emoji and shapes and nothing else', () => {
    expect(isKnownArt('emoji', '1f436')).toBe(true);
    expect(isKnownArt('emoji', '1f436-fe0f')).toBe(false);
    expect(isKnownArt('shape', 'heart')).toBe(true);
    expect(isKnownArt('shape', '1f436')).toBe(false);
    expect(isKnownArt('emoji', 'heart')).toBe(false);
  });
});
