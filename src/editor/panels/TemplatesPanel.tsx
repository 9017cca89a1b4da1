import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import type { TemplateFilter } from '../../shared/designTemplates/designTemplates.ts';
import { selectPhoneModel } from '../state/selectors.ts';
import { applyDesignTemplate } from '../state/templateCommands.ts';
import { TemplateGallery } from './TemplateGallery.tsx';

function hintFor(photos: number): string {
  const fill = photos === 0 ? 'Its photo places wait for your photos: tap one to add a photo.' : `Your tray’s ${photos === 1 ? 'photo fills' : `${photos} photos fill`} its photo places.`;
  return `${fill} Undo brings your design back.`;
}

/**
 * "Templates" in the editor (issue 49), content only (the frame round it, a sheet or a side
 * panel, is its container's): the design templates on the chosen model; a choice replaces the
 * design with it in one undo step, its photo places filled from the tray, and closes the panel.
 */
export function TemplatesPanel({ close }: { close: () => void }) {
  const dispatch = useAppDispatch();
  const model = useAppSelector(selectPhoneModel);
  const photos = useAppSelector((state) => state.library.trayImageIDs.length);
  const [filter, setFilter] = useState<TemplateFilter>(null);
  if (!model) return null;
  return (
    <div className="templates-panel">
      <div className="collage-sheet__top">
        <h2>Templates</h2>
        <p>{hintFor(photos)}</p>
        <button type="button" className="button collage-sheet__done" onClick={close}>
          Done
        </button>
      </div>
      <TemplateGallery
        model={model}
        filter={filter}
        onFilter={setFilter}
        onChoose={(template) => {
          void dispatch(applyDesignTemplate(template.id)).then((applied) => {
            if (applied) close();
          });
        }}
      />
    </div>
  );
}
