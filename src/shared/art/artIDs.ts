/**
 * Which library art a design may name (issue 34): the emoji the build emits (emojiIDs.json,
 * written by scripts/generate-art.ts from the packages) and the shapes (artShapes). The server
 * checks shared designs against them; the editor's first load does not carry the emoji list.
 */
import emojiIDList from './emojiIDs.json' with { type: 'json' };
import { findArtShape } from './artShapes.ts';

export const artSources = ['emoji', 'shape'] as const;
export type ArtSource = (typeof artSources)[number];

const emojiIDs = new Set<string>(emojiIDList);

/** The number of emoji in the library. */
export const emojiCount = emojiIDs.size;

export function isEmojiID(id: string): boolean {
  return emojiIDs.has(id);
}

/** Whether `artID` names art of `source` that this store has. */
export function isKnownArt(source: ArtSource, artID: string): boolean {
  return source === 'emoji' ? isEmojiID(artID) : findArtShape(artID) !== undefined;
}
