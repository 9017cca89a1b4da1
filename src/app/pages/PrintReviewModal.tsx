import { useAppDispatch } from '../hooks.ts';
import { checkoutCase } from '../../checkout/checkoutThunks.ts';
import { PrintReviewDialog } from '../../editor/panels/PrintReviewDialog.tsx';
import { previewCase } from '../../preview/previewThunks.ts';

/** The editor's review before paying, continuing into the store flow that opened it. */
export function PrintReviewModal() {
  const dispatch = useAppDispatch();
  return (
    <PrintReviewDialog
      onContinue={(next) =>
        void dispatch(next === 'checkout' ? checkoutCase({ reviewed: true }) : previewCase({ reviewed: true }))
      }
    />
  );
}
