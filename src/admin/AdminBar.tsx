import type { ReactNode } from 'react';
import { BrandWordmark } from '../shared/ui/BrandWordmark.tsx';

/** The desk's top bar: the brand (linking to the shop) and what the page puts beside it. */
export function AdminBar({ children, below }: { children?: ReactNode; below?: ReactNode }) {
  return (
    <header className="admin-bar">
      <div className="admin-bar__inner">
        <a className="admin-bar__brand" href="/">
          <BrandWordmark />
          <span className="admin-bar__label">Owner’s desk</span>
        </a>
        {children}
      </div>
      {below}
    </header>
  );
}
