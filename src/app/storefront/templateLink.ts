import { pagePaths, templateSearchParam } from '../../shared/routes.ts';

/**
 * Where choosing a design template on a store page leads: the editor, which applies it, when a
 * phone model is chosen; else the model picker first, which passes it on to the editor.
 */
export function templateLink(templateID: string, phoneModel: string | null): string {
  const search = new URLSearchParams({ [templateSearchParam]: templateID });
  return `${phoneModel ? pagePaths.editor : pagePaths.caseConfiguration}?${search.toString()}`;
}
