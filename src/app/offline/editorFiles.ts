import { emojiFileURL } from '../../editor/assets/artFiles.ts';
import { fontFileUrls } from '../../editor/assets/fontFiles.ts';
import { designTemplateEmoji } from '../../shared/designTemplates/designTemplates.ts';
import { templatePathsOf } from '../storefront/catalogAvailability.ts';

/**
 * The files the editor may ask for that the service worker keeps as they are used (issue 35):
 * every offered font's files, the template of every model the catalog lists and the design
 * templates' emoji, so a shopper whose one visit was to any page can design, in any font, for
 * any model and from any design template, offline. Loaded on its own once the worker is in
 * charge: the lists are a few hundred bytes of URLs.
 */
export async function editorFilesForOffline(): Promise<string[]> {
  const fonts = Object.values(fontFileUrls).flatMap((subsets) => Object.values(subsets));
  // Through the service worker, which keeps the catalog's answer too.
  const catalog: unknown = await fetch('/api/catalog')
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const emoji = designTemplateEmoji.flatMap((emojiID) => emojiFileURL(emojiID) ?? []);
  return [...fonts, ...templatePathsOf(catalog), ...emoji];
}
