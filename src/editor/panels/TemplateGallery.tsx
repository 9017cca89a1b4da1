import './templateGallery.css';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { templatesFor, type TemplateFilter } from '../../shared/designTemplates/designTemplates.ts';
import { OccasionFilter } from './OccasionFilter.tsx';
import { TemplateCard } from './TemplateCard.tsx';

export interface TemplateGalleryProps {
  /** The model every template is shown on. */
  model: PhoneModel;
  filter: TemplateFilter;
  onFilter: (filter: TemplateFilter) => void;
  onChoose: (template: DesignTemplate) => void;
}

/**
 * The design templates (issue 49), each on the shopper's model, filtered by occasion: the one
 * gallery of the /templates page, the Inspiration page's ideas and the editor's Templates panel.
 */
export function TemplateGallery({ model, filter, onFilter, onChoose }: TemplateGalleryProps) {
  return (
    <div className="template-gallery">
      <OccasionFilter filter={filter} onFilter={onFilter} />
      <ul className="template-gallery__grid" aria-label="Designs">
        {templatesFor(filter).map((template) => (
          <TemplateCard key={template.id} template={template} model={model} onChoose={onChoose} />
        ))}
      </ul>
    </div>
  );
}
