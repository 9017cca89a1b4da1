import type { ReactNode } from 'react';
import { BrandWordmark } from '../shared/ui/BrandWordmark.tsx';

/** A page of the desk with one message and no navigation (not found, unreachable). */
export function AdminMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-desk admin-desk--single">
      <header className="admin-bar">
        <div className="admin-bar__inner">
          <a className="admin-bar__brand" href="/">
            <BrandWordmark />
          </a>
        </div>
      </header>
      <main className="admin-main admin-main--narrow">
        <h1>{title}</h1>
        <p>{children}</p>
      </main>
    </div>
  );
}
