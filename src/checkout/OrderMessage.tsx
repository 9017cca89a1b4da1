import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePaths } from '../shared/routes.ts';

/** A short message in place of the order (loading, not found, already paid). */
export function OrderMessage({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <div className="order-message" role={loading ? 'status' : undefined}>
      {loading && <span className="spinner" aria-hidden="true" />}
      <p>{children}</p>
      {!loading && (
        <Link className="button button--light" to={pagePaths.editor}>
          Back to your design
        </Link>
      )}
    </div>
  );
}
