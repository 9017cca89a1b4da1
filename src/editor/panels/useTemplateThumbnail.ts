import { useEffect, useState } from 'react';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { templateThumbnail } from '../canvas/templateThumbnail.ts';

/** Device px across a thumbnail: sharp at three device px per CSS px in the phone's three columns. */
export const thumbnailWidthPx = 320;

/** The template's thumbnail on the model (canvas/templateThumbnail) once drawn: its URL, or null meanwhile or when it failed. */
export function useTemplateThumbnail(template: DesignTemplate, model: PhoneModel): string | null {
  const [drawn, setDrawn] = useState<{ key: string; url: string } | null>(null);
  const key = `${template.id}/${model.key}`;
  useEffect(() => {
    let current = true;
    templateThumbnail(template, model, thumbnailWidthPx).then(
      (url) => {
        if (current) setDrawn({ key, url });
      },
      (error: unknown) => console.warn(`The thumbnail of ${template.id} could not be drawn.`, error),
    );
    return () => {
      current = false;
    };
  }, [template, model, key]);
  return drawn?.key === key ? drawn.url : null;
}
