import type { AdminAuditEntry, AdminEmailSummary } from '../shared/adminApi.ts';
import { formatDateTime } from './adminFormat.ts';

const emailKinds = { 'order-confirmation': 'Order confirmation', 'shipping-notice': 'Shipping notice' } as const;
const emailStatuses = { pending: 'waiting', sent: 'sent', failed: 'given up' } as const;

/** The shopper's e-mails about the order, sent or waiting. */
export function EmailsSection({ emails }: { emails: AdminEmailSummary[] }) {
  return (
    <section className="admin-card" aria-labelledby="emails-title">
      <h2 id="emails-title">E-mails</h2>
      {emails.length ? (
        <ul className="admin-timeline">
          {emails.map((email) => (
            <li key={email.id} className="admin-timeline__item">
              <span className="admin-timeline__when">{formatDateTime(email.sent_at ?? email.created_at)}</span>
              <span>
                {emailKinds[email.kind]} to {email.recipient}: {emailStatuses[email.status]}
                {email.last_error && email.status !== 'sent' ? ` (${email.last_error})` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">No e-mail yet.</p>
      )}
    </section>
  );
}

const actionWords: Record<string, string> = {
  release: 'Released to print',
  retry: 'Retried',
  cancel: 'Canceled',
  'refund-failed': 'Refund failed',
  'resend-email': 'Resent the e-mail',
};

/** What the owner did to the order: when, from which session, and the details. */
export function ActivitySection({ audit }: { audit: AdminAuditEntry[] }) {
  return (
    <section className="admin-card" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      {audit.length ? (
        <ul className="admin-timeline">
          {audit.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="admin-timeline__item">
              <span className="admin-timeline__when">
                {formatDateTime(entry.at)} · session {entry.session}
              </span>
              <span>
                {actionWords[entry.action] ?? entry.action}
                {entry.detail ? `: ${entry.detail}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">Nothing done by hand yet.</p>
      )}
    </section>
  );
}
