import { Search } from 'lucide-react';
import { useState } from 'react';
import type { OrderStatus } from '../shared/orderApi.ts';
import { filterStatuses, statusLabels } from './adminFormat.ts';

interface OrderFiltersProps {
  status: OrderStatus | '';
  q: string;
  onChange: (filters: { status: string; q: string }) => void;
}

/** Search by order id or e-mail, and a status to show only: the list follows at once. */
export function OrderFilters({ status, q, onChange }: OrderFiltersProps) {
  const [text, setText] = useState(q);
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label="Find orders"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ status, q: text.trim() });
      }}
    >
      <div className="admin-field admin-filters__search">
        <label htmlFor="order-search">Search orders</label>
        <div className="admin-filters__row">
          <input
            id="order-search"
            type="search"
            inputMode="email"
            placeholder="Order number or e-mail"
            value={text}
            maxLength={320}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button admin-filters__go">
            <Search size={18} aria-hidden="true" />
            Search
          </button>
        </div>
      </div>
      <div className="admin-field admin-filters__status">
        <label htmlFor="order-status">Status</label>
        <select id="order-status" value={status} onChange={(event) => onChange({ status: event.target.value, q: text.trim() })}>
          <option value="">All orders</option>
          {filterStatuses.map((each) => (
            <option key={each} value={each}>
              {statusLabels[each].label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
