import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TemplateGallery } from '../../editor/panels/TemplateGallery.tsx';
import { findModel } from '../../shared/catalog/catalog.ts';
import { ideaIDs, occasions, type IdeaID, type OccasionID } from '../../shared/designTemplates/designTemplate.ts';
import type { TemplateFilter } from '../../shared/designTemplates/designTemplates.ts';
import { pagePaths } from '../../shared/routes.ts';
import { PageShell } from '../components/PageShell.tsx';
import { galleryModelKey, ideaTitles, openDesignModelKey } from '../storefront/templateGalleryPage.ts';
import { templateLink } from '../storefront/templateLink.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

/** The gallery's filter from the address: ?occasion=… or ?idea=…, else every design. */
function filterOf(params: URLSearchParams): TemplateFilter {
  const occasion = occasions.find((candidate) => candidate.id === params.get('occasion'));
  if (occasion) return { occasion: occasion.id };
  const idea = ideaIDs.find((candidate) => candidate === params.get('idea'));
  return idea ? { idea } : null;
}

function searchOf(filter: TemplateFilter): Record<string, OccasionID | IdeaID> {
  if (!filter) return {};
  return 'occasion' in filter ? { occasion: filter.occasion } : { idea: filter.idea };
}

/**
 * /templates (issue 49): every design template on the shopper's phone (or on a sample phone
 * until one is chosen), filtered by occasion; a choice opens it in the editor, through the model
 * picker when no model is chosen yet.
 */
export function TemplatesPage() {
  useDocumentTitle('Start from a design');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [phoneModel] = useState(openDesignModelKey);
  const model = findModel(phoneModel) ?? findModel(galleryModelKey);
  const filter = filterOf(params);
  if (!model) return null;
  return (
    <PageShell mainClassName="templates-page">
      <header className="page-intro">
        <p className="eyebrow">Templates</p>
        <h1>{filter && 'idea' in filter ? ideaTitles[filter.idea] : 'Start from a design'}</h1>
        <p>
          Pick a design for the moment you want to keep: your photos fill its places, and every word is yours to change.{' '}
          {phoneModel ? `Shown on your ${model.name}. ` : `Shown on an ${model.name} until you choose your phone. `}
          <Link to={pagePaths.caseConfiguration}>{phoneModel ? 'Change phone' : 'Choose your phone'}</Link>
        </p>
      </header>
      <div className="templates-page__gallery">
        <TemplateGallery
          model={model}
          filter={filter}
          onFilter={(next) => setParams(searchOf(next), { replace: true })}
          onChoose={(template) => void navigate(templateLink(template.id, phoneModel))}
        />
      </div>
    </PageShell>
  );
}
