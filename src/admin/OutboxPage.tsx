import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminSession } from '../shared/adminApi.ts';
import { adminPagePaths } from '../shared/adminRoutes.ts';
import { adminApi } from './adminClient.ts';
import { formatDateTime, shortId } from './adminFormat.ts';
import { EmailDialog } from './EmailDialog.tsx';
import { Pager } from './Pager.tsx';
import { useAdminData } from './useAdminData.ts';
import { useAdminTitle } from './useAdminTitle.ts';

const kinds = { 'order-confirmation': 'Order confirmation', 'shipping-notice': 'Shipping notice' } as const;
const statuses = { pending: 'Waiting', sent: 'Sent', failed: 'Given up' } as const;

/** /admin/outbox: the shopper e-mails, newest first; in test mode they wait here instead of being sent. */
export function OutboxPage({ mail }: { mail: AdminSession['mail'] }) {
  useAdminTitle('Outbox');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state } = useAdminData(String(page), () => adminApi.outbox(page));
  const [reading, setReading] = useState<string | null>(null);

  return (
    <>
      <div className="admin-heading">
        <h1>Outbox</h1>
      </div>
      <p className="admin-note">
        {mail === 'outbox'
          ? 'Test mode: SMTP_URL is not set, so shopper e-mails are kept here instead of being sent. Open one to read it as the shopper would.'
          : 'E-mails to shoppers, sent through SMTP_URL. One the mail server refused for now is tried again by itself.'}
      </p>
      {state.kind === 'loading' && <p className="admin-muted">Loading e-mails…</p>}
      {state.kind === 'error' && (
        <p className="admin-alert" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'loaded' && !state.data.emails.length && <p className="admin-empty">No e-mails yet.</p>}
      {state.kind === 'loaded' && state.data.emails.length > 0 && (
        <>
          <ul className="admin-emails" aria-label="E-mails">
            {state.data.emails.map((email) => (
              <li key={email.id} className="admin-card admin-email">
                <div className="admin-email__what">
                  <strong>{kinds[email.kind]}</strong>
                  <span>to {email.recipient}</span>
                </div>
                <div className="admin-email__meta">
                  <span className={`admin-badge admin-badge--${email.status === 'sent' ? 'done' : email.status === 'failed' ? 'attention' : 'waiting'}`}>
                    {statuses[email.status]}
                  </span>
                  <span>{formatDateTime(email.sent_at ?? email.created_at)}</span>
                  <Link to={adminPagePaths.order.replace(':orderId', email.order_id)}>Order {shortId(email.order_id)}</Link>
                </div>
                {email.last_error && email.status !== 'sent' && <p className="admin-email__error">{email.last_error}</p>}
                <button type="button" className="button button--light admin-email__open" onClick={() => setReading(email.id)}>
                  Read<span className="visually-hidden"> the {kinds[email.kind].toLowerCase()} to {email.recipient}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={state.data.page_size} total={state.data.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        </>
      )}
      {reading && <EmailDialog emailId={reading} onClose={() => setReading(null)} />}
    </>
  );
}
