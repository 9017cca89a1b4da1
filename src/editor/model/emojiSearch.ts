import { emojiCategories, type EmojiCategoryID } from '../../shared/art/emojiCategories.ts';

/**
 * The emoji library's names and keywords (issue 34), as scripts/generate-art.ts writes its index
 * (from emojibase-data's English CLDR names and keywords and its shortcodes), and the search over
 * them: every word typed must begin a word of the emoji's name or one of its keywords.
 */

export interface EmojiEntry {
  /** Code points, the id designs save. */
  id: string;
  category: EmojiCategoryID;
  /** The CLDR name ("dog face"). */
  name: string;
  /** The name's words and the keywords, lower case. */
  nameWords: string[];
  keywords: string[];
}

/** The index file's shape: each emoji as [id, category index, name, keywords joined by spaces]. */
export interface EmojiIndexFile {
  emoji: [string, number, string, string][];
}

/** A name's or a query's words: lower case, split at spaces and punctuation ("flag: United States"). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s:,.;!?"“”()_-]+/u)
    .filter((word) => word.length > 0);
}

/** The index file read into entries; rows that do not fit the shape are left out. */
export function parseEmojiIndex(file: EmojiIndexFile): EmojiEntry[] {
  return file.emoji.flatMap(([id, categoryIndex, name, keywords]) => {
    const category = emojiCategories[categoryIndex]?.id;
    if (!category || typeof id !== 'string' || typeof name !== 'string') return [];
    return [{ id, category, name, nameWords: searchWords(name), keywords: searchWords(keywords) }];
  });
}

/** How well one typed word matches (lower is better), or null when it begins no word of the emoji. */
function wordScore(entry: EmojiEntry, word: string): number | null {
  if (entry.nameWords.includes(word)) return 0;
  if (entry.nameWords.some((candidate) => candidate.startsWith(word))) return 1;
  if (entry.keywords.includes(word)) return 2;
  if (entry.keywords.some((candidate) => candidate.startsWith(word))) return 3;
  return null;
}

/**
 * The emoji that match `query`, best first: an emoji named exactly what was typed, then those
 * whose name has the words, then those whose keywords have them, whole words before beginnings;
 * ties keep the library's order. Empty for an empty query; at most `limit`.
 */
export function searchEmoji(entries: readonly EmojiEntry[], query: string, limit = 120): EmojiEntry[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const exact = words.join(' ');
  const scored: { entry: EmojiEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    let score = entry.nameWords.join(' ') === exact ? -10 : 0;
    for (const word of words) {
      const matched = wordScore(entry, word);
      if (matched === null) return;
      score += matched;
    }
    scored.push({ entry, score, order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, limit).map(({ entry }) => entry);
}
