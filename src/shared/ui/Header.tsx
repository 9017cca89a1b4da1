import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePaths } from '../routes.ts';
import { BrandWordmark } from './BrandWordmark.tsx';

/** The store's top bar: the brand, linking home, and an optional action on the right. */
export function Header({ action }: { action?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to={pagePaths.landing}>
          <BrandWordmark />
        </Link>
        {action}
      </div>
    </header>
  );
}
