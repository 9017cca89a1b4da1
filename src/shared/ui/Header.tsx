import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { pagePaths } from '../routes.ts';
import { BrandWordmark } from './BrandWordmark.tsx';

/** The store's top bar: the brand, linking home, and an optional action on the right. */
export function Header({ action }: { action?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink className="site-header__brand" to={pagePaths.landing}>
          <BrandWordmark />
        </AppLink>
        {action}
      </div>
    </header>
  );
}
