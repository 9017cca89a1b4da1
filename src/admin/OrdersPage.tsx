import { useSearchParams } from 'react-router-dom';
import { orderStatuses, type OrderStatus } from '../shared/orderApi.ts';
import { adminApi } from './adminClient.ts';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderList } from './OrderList.tsx';
import { Pager } from './Pager.tsx';
import { useAdminData } from './useAdminData.ts';
import { useAdminTitle } from './useAdminTitle.ts';

const isStatus = (value: string | null): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

/** /admin: every order, newest first, 50 a page, filtered by status and searched by id or e-mail. */
export function OrdersPage() {
  useAdminTitle('Orders');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state } = useAdminData(`${status}|${q}|${page}`, () => adminApi.orders({ status, q, page }));

  const show = (next: { status?: string; q?: string; page?: number }) => {
    const merged = { status, q, page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries({ status: merged.status, q: merged.q, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, value]) => value),
      ),
    );
  };

  return (
    <>
      <div className="admin-heading">
        <h1>Orders</h1>
        {state.kind === 'loaded' && (
          <p className="admin-heading__count" aria-live="polite">
            {state.data.total} {state.data.total === 1 ? 'order' : 'orders'}
            {status || q ? ' found' : ''}
          </p>
        )}
      </div>
      <OrderFilters status={status} q={q} onChange={(filters) => show(filters)} />
      {state.kind === 'loading' && <p className="admin-muted">Loading orders…</p>}
      {state.kind === 'error' && (
        <p className="admin-alert" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'loaded' && (
        <>
          <OrderList orders={state.data.orders} filtered={Boolean(status || q)} />
          <Pager page={state.data.page} pageSize={state.data.page_size} total={state.data.total} onPage={(next) => show({ page: next })} />
        </>
      )}
    </>
  );
}
