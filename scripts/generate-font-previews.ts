/**
 * Writes src/editor/assets/fontPreviews/<fileID>.woff2: each text font cut down to the letters
 * of its own name (about 2 KB), so the text sheet's font list shows every name in its face
 * without loading twelve whole fonts. Run after changing shared/textFonts.ts (`npm run fonts`);
 * the files are committed, like the media, and checked by test/editor/assets/fontPreviews.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { textFonts } from '../src/shared/textFonts.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'src/editor/assets/fontPreviews');

for (const font of textFonts) {
  const source = join(root, `node_modules/@fontsource/${font.fileID}/files/${font.fileID}-latin-${font.weight}-normal.woff2`);
  const preview = await subsetFont(readFileSync(source), font.family, { targetFormat: 'woff2' });
  writeFileSync(join(outDir, `${font.fileID}.woff2`), preview);
  console.log(`${font.family}: ${preview.length} bytes`);
}
