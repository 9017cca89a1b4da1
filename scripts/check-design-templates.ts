/**
 * Checks the design templates (src/shared/designTemplates/templates, or the directory given as the
 * first argument) as `npm run build` runs it, before Vite: each file's shape, and its layout on
 * every one of the 64 phone models by the editor's own code (on the back, clear of the camera,
 * photos at 150 DPI or more). A template that does not fit stops the build, each problem named
 * with its template and model.
 */
import { resolve } from 'node:path';
import { checkTemplateFiles } from './designTemplates/checkTemplateFiles.ts';
import { fontFileMeasure } from './designTemplates/fontFileMeasure.ts';
import { phoneModels } from '../src/shared/catalog/catalog.ts';

const root = resolve(import.meta.dirname, '..');
const dir = resolve(process.argv[2] ?? `${root}/src/shared/designTemplates/templates`);
const { count, problems } = checkTemplateFiles(dir, fontFileMeasure(root));
if (problems.length > 0) {
  for (const problem of problems) console.error(`design templates: ${problem}`);
  process.exit(1);
}
console.log(`design templates: ${count}, each fits all ${phoneModels.length} phone models`);
