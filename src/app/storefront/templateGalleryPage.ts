import type { IdeaID } from '../../shared/designTemplates/designTemplate.ts';

/** The phone the gallery shows the designs on before the shopper has chosen one. */
export const galleryModelKey = '16_pro';

/** The ideas of /inspiration, by the id their templates name (shared/designTemplates). */
export const ideaTitles: Record<IdeaID, string> = {
  grid: 'Summer in squares',
  scatter: 'Scattered memories',
  pattern: 'One favorite, on repeat',
  color: 'A color story',
};
