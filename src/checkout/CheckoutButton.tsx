import { ShoppingBag } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { selectBusy } from '../editor/state/selectors.ts';
import { checkoutCase } from './checkoutThunks.ts';

/** Checkout, with the full-screen loading screen while the payment page is prepared. */
export function CheckoutButton() {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusy) === 'checkout';
  return (
    <>
      <button
        type="button"
        className="editor-primary editor-primary--strong"
        disabled={busy}
        onClick={() => void dispatch(checkoutCase({ reviewed: false }))}
      >
        <ShoppingBag size={18} aria-hidden="true" className="editor-primary__icon" />
        Checkout
      </button>
      {busy && (
        <div className="editor-loading editor-loading--overlay" role="status" aria-live="assertive">
          <span className="spinner" aria-hidden="true" />
          <span>Preparing your secure checkout…</span>
        </div>
      )}
    </>
  );
}
