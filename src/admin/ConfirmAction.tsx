import { useState } from 'react';
import type { AdminActionResult, AdminOrderDetail } from '../shared/adminApi.ts';
import { Dialog } from '../shared/ui/Dialog.tsx';
import { adminApi, AdminRequestError, type OrderAction } from './adminClient.ts';
import { actionText } from './actionTexts.ts';
import { useSignedOut } from './adminSessionContext.ts';

interface ConfirmActionProps {
  action: OrderAction;
  order: AdminOrderDetail;
  onClose: () => void;
  onDone: (result: AdminActionResult) => void;
  onRefused: () => void;
}

/** The confirmation of one action (with the reason, for a cancel), and its answer. */
export function ConfirmAction({ action, order, onClose, onDone, onRefused }: ConfirmActionProps) {
  const text = actionText(action, order);
  const signedOut = useSignedOut();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsReason = action === 'cancel';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await adminApi.act(order.order_id, action, needsReason ? { reason: reason.trim() } : undefined));
    } catch (failure) {
      const status = failure instanceof AdminRequestError ? failure.status : 0;
      if (status === 401) return signedOut();
      if (status === 409) onRefused();
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={text.title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--light" onClick={onClose}>
            {text.keep}
          </button>
          <button
            type="button"
            className={action === 'cancel' ? 'button admin-button--danger-solid' : 'button'}
            disabled={busy || (needsReason && !reason.trim())}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Working…' : text.confirm}
          </button>
        </>
      }
    >
      <p>{text.body}</p>
      {needsReason && (
        <div className="admin-field">
          <label htmlFor="cancel-reason">Reason</label>
          <textarea id="cancel-reason" rows={3} maxLength={500} required value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className="admin-field__hint">Kept in the order’s activity.</p>
        </div>
      )}
      {error && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
