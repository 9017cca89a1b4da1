/**
 * Where the emoji library's files are served (issue 34): scripts/generate-art.ts writes them
 * into public/art/<hash>/ for the build and names that folder in generated/art/manifest.json,
 * which Vite inlines here (a few bytes). Without a generated manifest (unit tests) there is no
 * folder and no emoji can be loaded.
 */
// Relative to this file, so the bench's raw page (built from another root) finds it too.
const manifests = import.meta.glob<{ base: string }>('../../../generated/art/manifest.json', { eager: true, import: 'default' });
const base = Object.values(manifests)[0]?.base ?? null;

/** The URL of an emoji's SVG (cached for a year: the folder's name is its content's hash); null without a build. */
export function emojiFileURL(emojiID: string): string | null {
  return base === null ? null : `${base}${emojiID}.svg`;
}

/** The URL of the library's index (names, keywords and categories); null without a build. */
export function emojiIndexURL(): string | null {
  return base === null ? null : `${base}index.json`;
}
