import { CaseCtaLink } from '../components/CaseCtaLink.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { ideaImages } from '../../shared/media.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const ideas = [
  {
    image: '/media/idea-grid.webp',
    title: 'Summer in squares',
    text: 'Crop a season of photos into neat tiles and line them up edge to edge for a calm, gallery-like case.',
  },
  {
    image: '/media/idea-scatter.webp',
    title: 'Scattered memories',
    text: 'Tilt and overlap your pictures like prints tossed on a table. Bring the best ones to the front.',
  },
  {
    image: '/media/idea-pattern.webp',
    title: 'One favorite, on repeat',
    text: 'Turn on Ghosts to scatter small copies of one picture across the case as a playful pattern.',
  },
  {
    image: '/media/idea-color.webp',
    title: 'A color story',
    text: 'Choose photos that share a palette and set a matching background color to tie them together.',
  },
];

export function InspirationPage() {
  useDocumentTitle('Inspiration');
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
        {ideas.map((idea) => (
          <li className="idea" key={idea.title}>
            <img
              className="idea__image"
              src={idea.image}
              width={ideaImages.width}
              height={ideaImages.height}
              alt=""
              loading="lazy"
            />
            <h2 className="idea__title">{idea.title}</h2>
            <p>{idea.text}</p>
          </li>
        ))}
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
