import { useState } from 'react';
import { Dialog } from '../shared/ui/Dialog.tsx';
import { adminApi } from './adminClient.ts';
import { useAdminData } from './useAdminData.ts';

/**
 * One e-mail as the shopper reads it: its HTML in a sandboxed frame (no script can run in it),
 * or its plain text.
 */
export function EmailDialog({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const { state } = useAdminData(emailId, () => adminApi.email(emailId));
  const [asText, setAsText] = useState(false);
  const title = state.kind === 'loaded' ? state.data.subject : 'E-mail';
  return (
    <Dialog title={title} onClose={onClose}>
      {state.kind === 'loading' && <p className="admin-muted">Loading the e-mail…</p>}
      {state.kind === 'error' && (
        <p className="admin-alert" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'loaded' && (
        <div className="admin-email-view">
          <p className="admin-muted">To {state.data.recipient}</p>
          <button type="button" className="button button--light" aria-pressed={asText} onClick={() => setAsText(!asText)}>
            Show plain text
          </button>
          {asText ? (
            <pre className="admin-email-view__text">{state.data.text}</pre>
          ) : (
            <iframe className="admin-email-view__html" title={`${state.data.subject} (HTML)`} sandbox="allow-same-origin" srcDoc={state.data.html} />
          )}
        </div>
      )}
    </Dialog>
  );
}
