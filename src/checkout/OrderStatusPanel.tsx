import { brand } from '../shared/brand.ts';
import type { PublicOrder } from '../shared/orderApi.ts';
import { isSettling, orderStatusText } from './orderStatusText.ts';

const steps = [
  { label: 'Paid', reachedBy: ['paid', 'review', 'submitted', 'shipped'] },
  { label: 'Printing', reachedBy: ['submitted', 'shipped'] },
  { label: 'Shipped', reachedBy: ['shipped'] },
] as const;

/** Where the order is: the status, three steps, and tracking once it shipped. */
export function OrderStatusPanel({ order }: { order: PublicOrder }) {
  const text = orderStatusText[order.status];
  const ended = order.status === 'failed' || order.status === 'canceled';
  const { tracking } = order;
  return (
    <section className="order-status" aria-labelledby="order-status-title" aria-live="polite">
      <h2 id="order-status-title">
        Status: <span className={`order-status__label order-status__label--${order.status}`}>{text.label}</span>
      </h2>
      <p>{text.detail}</p>
      {isSettling(order.status) && <span className="spinner spinner--small" aria-hidden="true" />}
      {!ended && (
        <ol className="order-steps">
          {steps.map((step) => {
            const done = (step.reachedBy as readonly string[]).includes(order.status);
            return (
              <li key={step.label} className={done ? 'order-steps__step order-steps__step--done' : 'order-steps__step'}>
                {step.label}
                <span className="visually-hidden">{done ? ' (done)' : ' (not yet)'}</span>
              </li>
            );
          })}
        </ol>
      )}
      {tracking && (
        <p className="order-status__tracking">
          {tracking.carrier ? `${tracking.carrier} tracking` : 'Tracking'}:{' '}
          {tracking.url ? (
            <a href={tracking.url} target="_blank" rel="noreferrer">
              {tracking.number ?? 'Track your parcel'}
            </a>
          ) : (
            tracking.number
          )}
        </p>
      )}
      {ended && (
        <p>
          Write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with your order
          number.
        </p>
      )}
    </section>
  );
}
