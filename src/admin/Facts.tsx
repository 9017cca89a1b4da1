import type { ReactNode } from 'react';

/** Label and value pairs of an order page's card; empty values (null, false, '') are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="admin-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
        .map(([label, value]) => (
          <div key={label} className="admin-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
