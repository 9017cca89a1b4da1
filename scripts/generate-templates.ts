/**
 * Writes public/phone_templates/<key>.svg for every catalog model (or into the directory given
 * as the first argument). Files whose content is unchanged are left alone, so their mtimes stay
 * put and `npm start` does not see a reason to rebuild; templates of removed models are deleted.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import catalogFile from '../src/shared/catalog/phones.json' with { type: 'json' };
import { validateCatalog } from '../src/shared/catalog/catalogSchema.ts';
import { templateSvg } from '../src/shared/catalog/templateSvg.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(process.argv[2] ?? join(root, 'public/phone_templates'));

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

let models;
try {
  models = validateCatalog(catalogFile);
} catch (error) {
  console.error(`templates: ${(error as Error).message}`);
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set(models.map((model) => `${model.key}.svg`));
let written = 0;
for (const model of models) {
  const path = join(outDir, `${model.key}.svg`);
  const svg = templateSvg(model);
  if (readIfExists(path) === svg) continue;
  writeFileSync(path, svg);
  written += 1;
}
const stale = readdirSync(outDir).filter((name) => name.endsWith('.svg') && !wanted.has(name));
for (const name of stale) rmSync(join(outDir, name));

const where = outDir.startsWith(root) ? relative(root, outDir) : outDir;
console.log(
  `templates: ${models.length} in ${where} (${written} written, ${stale.length} removed)`,
);
