import { brandName } from '../../shared/brand.ts';
import { pagePaths } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { formatUsd, pricing } from '../../shared/business.ts';
import { CaseCtaLink } from '../components/CaseCtaLink.tsx';
import { DemoVideo } from '../components/DemoVideo.tsx';
import { FeatureList } from '../components/FeatureList.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { PriceBlock } from '../components/PriceBlock.tsx';
import { PromoBanner } from '../components/PromoBanner.tsx';
import { sampleCaseImage } from '../../shared/media.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

export function LandingPage() {
  useDocumentTitle('Custom photo collage phone cases');
  return (
    <PageShell
      banner={<PromoBanner />}
      headerAction={<CaseCtaLink className="button button--header" />}
      mainClassName="landing"
    >
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__text">
          <p className="eyebrow">Custom photo collage phone cases</p>
          <h1 id="hero-heading">Your favorite photos, wrapped around your phone.</h1>
          <p className="hero__subline">
            Arrange your pictures into a one-of-a-kind collage right on your phone. We print it
            edge to edge on a tough case made just for you.
          </p>
          <div className="hero__actions">
            <CaseCtaLink className="button button--large" withShelf />
            <AppLink className="button button--large button--light" to={pagePaths.templates}>
              Start from a design
            </AppLink>
            <p className="hero__price">
              {formatUsd(pricing.unitAmountCents)} · free shipping
            </p>
          </div>
        </div>
        <img
          className="hero__image"
          src={sampleCaseImage.src}
          width={sampleCaseImage.width}
          height={sampleCaseImage.height}
          alt="A phone case printed with a bright collage of photos"
          fetchPriority="high"
        />
      </section>

      <section className="demo" aria-labelledby="demo-heading">
        <div className="demo__text">
          <h2 id="demo-heading">Design it in minutes</h2>
          <p>
            Add your photos, drag them onto the case, pinch to zoom and place every picture exactly
            where you want it. What you see on the screen is what we print.
          </p>
        </div>
        <DemoVideo />
      </section>

      <section className="story" aria-labelledby="story-heading">
        <h2 id="story-heading">Why we started {brandName}</h2>
        <p>
          It began at a kitchen table with a shoebox of prints and a phone case that felt far too
          plain. We wanted to carry the people, places and small moments we love, without design
          software, a laptop or a minimum order.
        </p>
        <p>
          So we built a designer that works where your photos already live: on your phone. Every
          case is printed one at a time, only after you order it, and shipped straight to your door.
        </p>
        <p className="story__signature">The {brandName} team</p>
      </section>

      <section className="feature-section" aria-labelledby="features-heading">
        <h2 id="features-heading">Made to be carried every day</h2>
        <FeatureList />
      </section>

      <PriceBlock />
    </PageShell>
  );
}
