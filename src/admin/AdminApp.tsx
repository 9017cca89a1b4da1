import './admin.css';
import { useCallback } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminMessage } from './AdminMessage.tsx';
import { AdminShell } from './AdminShell.tsx';
import { SignedOutContext } from './adminSessionContext.ts';
import { OrderPage } from './OrderPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { OutboxPage } from './OutboxPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { useAdminSession } from './useAdminSession.ts';

/**
 * /admin/*: the owner's desk. It asks the server for the session first: without one it shows the
 * sign-in form, and where the store has no admin area (no ADMIN_PASSWORD_HASH) it is not found.
 */
export function AdminApp() {
  const { state, signedIn, signedOut } = useAdminSession();
  const sessionEnded = useCallback(() => signedOut('Your session has ended. Sign in again to go on.'), [signedOut]);

  if (state.kind === 'checking') {
    return (
      <div className="admin-desk admin-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading</span>
      </div>
    );
  }
  if (state.kind === 'absent') return <AdminMessage title="Page not found">There is no page at this address.</AdminMessage>;
  if (state.kind === 'unreachable') return <AdminMessage title="The store could not be reached">{state.message}</AdminMessage>;
  if (state.kind === 'signed-out') return <SignInPage notice={state.notice} onSignedIn={signedIn} />;
  return (
    <SignedOutContext.Provider value={sessionEnded}>
      <AdminShell session={state.session} onSignedOut={() => signedOut('You are signed out.')}>
        <Routes>
          <Route index element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<OrderPage />} />
          <Route path="outbox" element={<OutboxPage mail={state.session.mail} />} />
          <Route path="*" element={<p>There is no page at this address.</p>} />
        </Routes>
      </AdminShell>
    </SignedOutContext.Provider>
  );
}
