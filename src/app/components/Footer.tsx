import { AppLink } from '../../shared/ui/AppLink.tsx';
import { brand, brandName } from '../../shared/brand.ts';
import { pagePaths } from '../../shared/routes.ts';
import { BrandWordmark } from '../../shared/ui/BrandWordmark.tsx';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <BrandWordmark />
          <p>Custom photo collage phone cases, printed to order in the USA.</p>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <AppLink to={pagePaths.inspiration}>Inspiration</AppLink>
          <AppLink to={pagePaths.templates}>Templates</AppLink>
          <AppLink to={pagePaths.privacyPolicy}>Privacy Policy</AppLink>
          <AppLink to={pagePaths.terms}>Terms and Conditions</AppLink>
          <AppLink to={pagePaths.credits}>Credits</AppLink>
          <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
        </nav>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {brandName}
        </p>
      </div>
    </footer>
  );
}
