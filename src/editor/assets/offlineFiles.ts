import { phoneModels, templatePath } from '../../shared/catalog/catalog.ts';
import { fontFileUrls } from './fontFiles.ts';

/**
 * The files the editor may ask for later and the service worker keeps in its runtime caches
 * (issue 35): every offered font's files and every model's template, so a shopper who switches
 * to another font or model offline still has it.
 */
export function editorOfflineUrls(): string[] {
  const fonts = Object.values(fontFileUrls).flatMap((subsets) => Object.values(subsets));
  return [...fonts, ...phoneModels.map((model) => templatePath(model.key))];
}
