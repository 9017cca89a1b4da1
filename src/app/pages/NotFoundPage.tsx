import { Link } from 'react-router-dom';
import { pagePaths } from '../../shared/routes.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PageShell mainClassName="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>We couldn’t find that page</h1>
      <p>The link may be old or mistyped. Your design is still safe in this browser.</p>
      <div className="not-found__actions">
        <Link className="button button--large" to={pagePaths.landing}>
          Back to the home page
        </Link>
        <Link className="button button--light button--large" to={pagePaths.caseConfiguration}>
          Choose a phone
        </Link>
      </div>
    </PageShell>
  );
}
