import type { IdeaID } from '../../shared/designTemplates/designTemplate.ts';
import { readDesignSummary } from '../../shared/designSummary.ts';
import { browserStorage } from '../browserStorage.ts';

/** The open design's phone model key, as the store's design summary says (null before one is chosen). */
export const openDesignModelKey = (): string | null => readDesignSummary(browserStorage).current?.phoneModel ?? null;

/** The phone the gallery shows the designs on before the shopper has chosen one. */
export const galleryModelKey = '16_pro';

/** The ideas of /inspiration, by the id their templates name (shared/designTemplates). */
export const ideaTitles: Record<IdeaID, string> = {
  grid: 'Summer in squares',
  scatter: 'Scattered memories',
  pattern: 'One favorite, on repeat',
  color: 'A color story',
};
