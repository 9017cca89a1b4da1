import type { OrderStatus } from '../shared/orderApi.ts';
import { statusLabels } from './adminFormat.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = statusLabels[status];
  return (
    <span className={`admin-badge admin-badge--${tone}`}>
      <span className="visually-hidden">Status: </span>
      {label}
    </span>
  );
}
