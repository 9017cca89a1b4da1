import { Link } from 'react-router-dom';
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
          <Link to={pagePaths.inspiration}>Inspiration</Link>
          <Link to={pagePaths.privacyPolicy}>Privacy Policy</Link>
          <Link to={pagePaths.terms}>Terms and Conditions</Link>
          <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
        </nav>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {brandName}
        </p>
      </div>
    </footer>
  );
}
