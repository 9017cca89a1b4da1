import type { ArtItem } from './types.ts';

/**
 * The library's row of recently used art (issue 34): the last few emoji and shapes added, the
 * latest first, each once (a shape in the colour it was last added in).
 */
export type ArtChoice = Pick<ArtItem, 'source' | 'artID' | 'fill'>;

export const maxRecentArt = 16;

const sameArt = (a: ArtChoice, b: ArtChoice) => a.source === b.source && a.artID === b.artID;

/** The row after `choice` was added: it first, any earlier use of the same art gone, at most maxRecentArt. */
export function withRecentArt(recent: readonly ArtChoice[], choice: ArtChoice): ArtChoice[] {
  return [choice, ...recent.filter((earlier) => !sameArt(earlier, choice))].slice(0, maxRecentArt);
}

/** A stored row read back; what does not look like a choice is left out. */
export function parseRecentArt(raw: unknown): ArtChoice[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((value: unknown): ArtChoice[] => {
      const choice = value as Partial<ArtChoice> | null;
      if (typeof choice !== 'object' || choice === null || typeof choice.artID !== 'string') return [];
      if (choice.source === 'emoji') return [{ source: 'emoji', artID: choice.artID }];
      if (choice.source === 'shape' && typeof choice.fill === 'string') return [{ source: 'shape', artID: choice.artID, fill: choice.fill }];
      return [];
    })
    .slice(0, maxRecentArt);
}
