import { useState } from 'react';
import { readDesignSummary } from '../../shared/designSummary.ts';
import { pagePaths } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { browserStorage } from '../browserStorage.ts';
import { caseCallToAction } from '../storefront/caseCta.ts';

/**
 * 'Continue Your Case' to the last design once one has a model, else 'Create Your Case' to the
 * picker; with `withShelf`, "My designs" beside it once the shopper has any.
 */
export function CaseCtaLink({ className = 'button', withShelf = false }: { className?: string; withShelf?: boolean }) {
  const [summary] = useState(() => readDesignSummary(browserStorage));
  const { label, path } = caseCallToAction(summary);
  return (
    <>
      <AppLink className={className} to={path}>
        {label}
      </AppLink>
      {withShelf && summary.count > 0 && (
        <AppLink className="button button--light" to={pagePaths.designs}>
          My designs
        </AppLink>
      )}
    </>
  );
}
