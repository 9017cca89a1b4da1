import './templateGallery.css';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { useTemplateThumbnail } from './useTemplateThumbnail.ts';

/** One design template in the gallery: its case on the model, drawn from the template itself, and its name. */
export function TemplateCard({ template, model, onChoose }: { template: DesignTemplate; model: PhoneModel; onChoose: (template: DesignTemplate) => void }) {
  const url = useTemplateThumbnail(template, model);
  const back = templateGeometry(model).caseBack;
  return (
    <li className="template-card">
      <button type="button" className="template-card__button" aria-label={template.name} onClick={() => onChoose(template)}>
        <span className="template-card__case" style={{ aspectRatio: `${back.width} / ${back.height}` }}>
          {url ? <img src={url} alt="" /> : <span className="template-card__drawing" />}
        </span>
        <span className="template-card__name">{template.name}</span>
      </button>
    </li>
  );
}
