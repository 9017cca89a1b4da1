import type { AdminOrderDetail } from '../shared/adminApi.ts';
import { formatDateTime } from './adminFormat.ts';
import { Facts } from './Facts.tsx';

/** The printer's side: its order id, tracking, and every submission with its error. */
export function FulfilmentSection({ order }: { order: AdminOrderDetail }) {
  const { fulfilment, tracking } = order;
  const printer = fulfilment.provider === 'printful' ? 'Printful' : fulfilment.provider === 'local' ? 'Local (test mode)' : null;
  return (
    <section className="admin-card" aria-labelledby="printing-title">
      <h2 id="printing-title">Printing</h2>
      <Facts
        rows={[
          ['Printer', printer],
          ["Printer's order", fulfilment.provider_order_id && <code>{fulfilment.provider_order_id}</code>],
          ['Submitted', fulfilment.submitted_at && formatDateTime(fulfilment.submitted_at)],
          ['Next attempt', fulfilment.next_attempt_at && formatDateTime(fulfilment.next_attempt_at)],
          ['Carrier', tracking?.carrier],
          ['Tracking', tracking && (tracking.url ? <a href={tracking.url} target="_blank" rel="noreferrer">{tracking.number ?? 'Track the package'}</a> : tracking.number)],
        ]}
      />
      <h3 className="admin-card__subtitle">Attempts</h3>
      {fulfilment.attempts.length ? (
        <ol className="admin-timeline">
          {fulfilment.attempts.map((attempt) => (
            <li key={attempt.attempt} className={attempt.error ? 'admin-timeline__item admin-timeline__item--failed' : 'admin-timeline__item'}>
              <span className="admin-timeline__when">
                #{attempt.attempt} · {formatDateTime(attempt.started_at)}
              </span>
              <span>{attempt.error ? `Failed: ${attempt.error}` : `Taken by the printer (${attempt.provider_order_id ?? ''})`}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">Not sent to the printer yet.</p>
      )}
    </section>
  );
}
