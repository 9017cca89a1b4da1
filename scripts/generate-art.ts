/**
 * Writes the emoji library's files (issue 34) from the npm packages, as `npm run build` (and
 * `npm run dev`) runs it: each emoji's SVG and the search index into public/art/<hash>/ (Vite
 * copies them into the build; the hash of their content makes them cacheable for a year), the
 * folder's address into generated/art/manifest.json (the editor's bundle reads it), and the
 * list of emoji ids into src/shared/art/emojiIDs.json, which is committed because the server
 * checks shared designs against it. Unchanged files are left alone; stale folders are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emojiCategories } from '../src/shared/art/emojiCategories.ts';
import { collectEmojiArt } from './art/emojiArt.ts';

const root = resolve(import.meta.dirname, '..');
const artRoot = join(root, 'public/art');
const manifestPath = join(root, 'generated/art/manifest.json');
const idsPath = join(root, 'src/shared/art/emojiIDs.json');

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes the file unless it already says exactly this; whether it wrote. */
function writeIfChanged(path: string, content: string): boolean {
  if (readIfExists(path) === content) return false;
  writeFileSync(path, content);
  return true;
}

const art = collectEmojiArt();
const categoryIndex = new Map<string, number>(emojiCategories.map((category, index) => [category.id, index]));
const index = JSON.stringify({
  categories: emojiCategories.map(({ id, name }) => ({ id, name })),
  emoji: art.map((emoji) => [emoji.id, categoryIndex.get(emoji.category), emoji.name, emoji.keywords.join(' ')]),
});
const hash = createHash('sha256');
hash.update(index);
for (const emoji of art) hash.update(emoji.svg);
const version = hash.digest('hex').slice(0, 12);

const folder = join(artRoot, version);
mkdirSync(folder, { recursive: true });
let written = 0;
for (const emoji of art) if (writeIfChanged(join(folder, `${emoji.id}.svg`), emoji.svg)) written += 1;
writeIfChanged(join(folder, 'index.json'), index);
const stale = readdirSync(artRoot).filter((name) => name !== version);
for (const name of stale) rmSync(join(artRoot, name), { recursive: true, force: true });

mkdirSync(join(root, 'generated/art'), { recursive: true });
writeIfChanged(manifestPath, `${JSON.stringify({ base: `/art/${version}/` })}\n`);
if (writeIfChanged(idsPath, `${JSON.stringify(art.map((emoji) => emoji.id))}\n`)) {
  console.warn('art: the emoji list changed (src/shared/art/emojiIDs.json): commit it, the server checks designs against it.');
}
const twemoji = art.filter((emoji) => emoji.set === 'twemoji').length;
console.log(`art: ${art.length} emoji (${art.length - twemoji} Fluent Emoji Flat, ${twemoji} Twemoji) in public/art/${version} (${written} written, ${stale.length} stale folders removed)`);
