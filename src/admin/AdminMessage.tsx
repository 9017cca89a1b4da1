import type { ReactNode } from 'react';
import { AdminBar } from './AdminBar.tsx';

/** A page of the desk with one message and no navigation (not found, unreachable). */
export function AdminMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-desk admin-desk--single">
      <AdminBar />
      <main className="admin-main admin-main--narrow">
        <h1>{title}</h1>
        <p>{children}</p>
      </main>
    </div>
  );
}
