/**
 * The emoji library's categories, in the order of the Unicode emoji groups (emojibase's `group`
 * numbers; group 2, skin-tone components, is no emoji of its own and is left out).
 */
export const emojiCategories = [
  { id: 'smileys', name: 'Smileys', group: 0 },
  { id: 'people', name: 'People', group: 1 },
  { id: 'animals', name: 'Animals & Nature', group: 3 },
  { id: 'food', name: 'Food', group: 4 },
  { id: 'activities', name: 'Activities', group: 6 },
  { id: 'travel', name: 'Travel', group: 5 },
  { id: 'objects', name: 'Objects', group: 7 },
  { id: 'symbols', name: 'Symbols', group: 8 },
  { id: 'flags', name: 'Flags', group: 9 },
] as const;

export type EmojiCategoryID = (typeof emojiCategories)[number]['id'];
