/**
 * Everything a store owner changes to rebrand the store: the two brand words (drawn in two
 * colours in the header and the canvas watermark) and the contact address.
 */
export const brand = {
  words: ['Case', 'Collage'] as const,
  contactEmail: 'hello@casecollage.example',
} as const;

export const brandName = brand.words.join(' ');

/** The brand palette (SPEC §9). */
export const palette = {
  slate: '#4a5759',
  rose: '#edafb8',
  blush: '#f7e1d7',
  sage: '#b0c4b1',
  stone: '#dedbd2',
} as const;
