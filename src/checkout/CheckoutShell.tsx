import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand, brandName } from '../shared/brand.ts';
import { pagePaths } from '../shared/routes.ts';
import './checkout.css';

/** The checkout and order pages' frame: the store's header (brand linking home) and the page. */
export function CheckoutShell({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);
  const [first, second] = brand.words;
  return (
    <div className="page">
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to={pagePaths.landing}>
            <span className="brand">
              <span className="brand__first">{first}</span> <span className="brand__second">{second}</span>
            </span>
          </Link>
        </div>
      </header>
      <main className="page__main checkout-page">{children}</main>
    </div>
  );
}
