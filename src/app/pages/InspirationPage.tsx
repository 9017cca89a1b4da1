import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TemplateCard } from '../../editor/panels/TemplateCard.tsx';
import { findModel } from '../../shared/catalog/catalog.ts';
import type { IdeaID } from '../../shared/designTemplates/designTemplate.ts';
import { templatesFor } from '../../shared/designTemplates/designTemplates.ts';
import { pagePaths } from '../../shared/routes.ts';
import { CaseCtaLink } from '../components/CaseCtaLink.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { ideaImages } from '../../shared/media.ts';
import { galleryModelKey, ideaTitles, openDesignModelKey } from '../storefront/templateGalleryPage.ts';
import { templateLink } from '../storefront/templateLink.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const ideas: { id: IdeaID; text: string }[] = [
  { id: 'grid', text: 'Crop a season of photos into neat tiles and line them up edge to edge for a calm, gallery-like case.' },
  { id: 'scatter', text: 'Tilt and overlap your pictures like prints tossed on a table. Bring the best ones to the front.' },
  { id: 'pattern', text: 'Turn on Ghosts to scatter small copies of one picture across the case as a playful pattern.' },
  { id: 'color', text: 'Choose photos that share a palette and set a matching background color to tie them together.' },
];

/** The templates shown under each idea; the rest are a tap away in the gallery. */
const templatesPerIdea = 3;

export function InspirationPage() {
  useDocumentTitle('Inspiration');
  const navigate = useNavigate();
  const [phoneModel] = useState(openDesignModelKey);
  const model = findModel(phoneModel) ?? findModel(galleryModelKey);
  return (
    <PageShell mainClassName="inspiration">
      <header className="page-intro">
        <p className="eyebrow">Inspiration</p>
        <h1>Ideas for your collage</h1>
        <p>
          The best cases tell a little story: a trip, a year, a pet, a group of friends. Here are a
          few ways to arrange yours.
        </p>
      </header>

      <ul className="ideas">
        {ideas.map((idea) => {
          const templates = templatesFor({ idea: idea.id });
          return (
            <li className="idea" key={idea.id}>
              <img
                className="idea__image"
                src={`/media/idea-${idea.id}.webp`}
                width={ideaImages.width}
                height={ideaImages.height}
                alt=""
                loading="lazy"
              />
              <h2 className="idea__title">{ideaTitles[idea.id]}</h2>
              <p>{idea.text}</p>
              {model && (
                <ul className="idea__templates" aria-label={`${ideaTitles[idea.id]} designs`}>
                  {templates.slice(0, templatesPerIdea).map((template) => (
                    <TemplateCard key={template.id} template={template} model={model} onChoose={() => void navigate(templateLink(template.id, phoneModel))} />
                  ))}
                </ul>
              )}
              <Link className="idea__more" to={`${pagePaths.templates}?idea=${idea.id}`}>
                See {templates.length === 1 ? 'the design' : `all ${templates.length} designs`}
              </Link>
            </li>
          );
        })}
      </ul>

      <section className="tips" aria-labelledby="tips-heading">
        <h2 id="tips-heading">Tips for a great print</h2>
        <ul>
          <li>Use your sharpest photos: the print is larger than your phone screen.</li>
          <li>Keep faces and words away from the camera cut-out and the very edges.</li>
          <li>The design wraps around the sides, so let colors run past the outline.</li>
          <li>Preview your case before checkout to see it as it will be printed.</li>
        </ul>
      </section>

      <div className="page-cta">
        <CaseCtaLink className="button button--large" />
      </div>
    </PageShell>
  );
}
