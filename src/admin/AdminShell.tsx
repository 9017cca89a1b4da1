import type { ReactNode } from 'react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { AdminSession } from '../shared/adminApi.ts';
import { adminPagePaths } from '../shared/adminRoutes.ts';
import { AdminBar } from './AdminBar.tsx';
import { adminApi } from './adminClient.ts';
import { SignInAlert } from './SignInAlert.tsx';

interface AdminShellProps {
  session: AdminSession;
  onSignedOut: () => void;
  children: ReactNode;
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link');

/** The desk's frame: the brand, Orders and Outbox, Sign out, and the page. */
export function AdminShell({ session, onSignedOut, children }: AdminShellProps) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    // Signed out on the server, or the session was over anyway: either way it is ended here.
    await adminApi.signOut().catch(() => undefined);
    onSignedOut();
  };
  const modeNote = [
    session.payments === 'test' && 'payments are test payments',
    session.mail === 'outbox' && 'e-mails stay in the outbox',
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <div className="admin-desk">
      <AdminBar
        below={
          <>
            {modeNote && <p className="admin-bar__mode">Test mode: {modeNote}.</p>}
            <SignInAlert report={session.sign_in} />
          </>
        }
      >
        <nav className="admin-nav" aria-label="Owner’s desk">
          <NavLink className={navClass} to={adminPagePaths.orders} end>
            Orders
          </NavLink>
          <NavLink className={navClass} to={adminPagePaths.outbox}>
            Outbox
          </NavLink>
        </nav>
        <button type="button" className="admin-bar__sign-out" disabled={signingOut} onClick={() => void signOut()}>
          Sign out
        </button>
      </AdminBar>
      <main className="admin-main">{children}</main>
    </div>
  );
}
