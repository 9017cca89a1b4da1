import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { designTemplateProblems } from '../../src/editor/model/designTemplateCheck.ts';
import type { MeasureFont } from '../../src/editor/model/designTemplateLayout.ts';
import { phoneModels } from '../../src/shared/catalog/catalog.ts';
import { parseDesignTemplate } from '../../src/shared/designTemplates/designTemplateSchema.ts';

/** The fewest templates the gallery offers (issue 49). */
export const minTemplateCount = 24;

/**
 * Reads every design template file in `dir` and checks it: its shape (designTemplateSchema), its
 * id (the file's name) and its fit on every catalog model (designTemplateCheck). Each problem
 * names the file or the template and the model.
 */
export function checkTemplateFiles(dir: string, measure: MeasureFont): { count: number; problems: string[] } {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const problems: string[] = [];
  for (const name of names) {
    try {
      const template = parseDesignTemplate(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (`${template.id}.json` !== name) problems.push(`${name}: its id is "${template.id}", not the file's name`);
      for (const model of phoneModels) problems.push(...designTemplateProblems(template, model, measure));
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (names.length < minTemplateCount) problems.push(`only ${names.length} design templates in ${dir}, at least ${minTemplateCount} wanted`);
  return { count: names.length, problems };
}
