import { useState } from 'react';
import type { AdminActionResult, AdminOrderDetail } from '../shared/adminApi.ts';
import { type OrderAction } from './adminClient.ts';
import { actionText } from './actionTexts.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

interface OrderActionsProps {
  order: AdminOrderDetail;
  onDone: (result: AdminActionResult) => void;
  /** The server refused (someone else acted first): the page loads the order again. */
  onRefused: () => void;
}

/** The buttons of what can be done to the order now; each asks before it acts. */
export function OrderActions({ order, onDone, onRefused }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const { actions } = order;
  const available: { action: OrderAction; shown: boolean; style: string }[] = [
    { action: 'release', shown: actions.release, style: 'button' },
    { action: 'retry', shown: actions.retry, style: 'button' },
    { action: 'resend-email', shown: actions.resend_email, style: 'button button--light' },
    { action: 'cancel', shown: actions.cancel, style: 'button button--light admin-button--danger' },
  ];
  const shown = available.filter((each) => each.shown);
  if (!shown.length) return null;
  return (
    <div className="admin-actions" role="group" aria-label="Order actions">
      {shown.map(({ action, style }) => (
        <button key={action} type="button" className={style} onClick={() => setOpen(action)}>
          {actionText(action, order).button}
        </button>
      ))}
      {open && (
        <ConfirmAction
          action={open}
          order={order}
          onClose={() => setOpen(null)}
          onDone={(result) => {
            setOpen(null);
            onDone(result);
          }}
          onRefused={onRefused}
        />
      )}
    </div>
  );
}
