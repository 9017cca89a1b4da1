import type { ReactNode } from 'react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { AdminSession } from '../shared/adminApi.ts';
import { adminPagePaths } from '../shared/routes.ts';
import { BrandWordmark } from '../shared/ui/BrandWordmark.tsx';
import { adminApi } from './adminClient.ts';

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
  return (
    <div className="admin-desk">
      <header className="admin-bar">
        <div className="admin-bar__inner">
          <a className="admin-bar__brand" href="/">
            <BrandWordmark />
            <span className="admin-bar__label">Owner’s desk</span>
          </a>
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
        </div>
        {session.payments === 'test' && <p className="admin-bar__mode">Test mode: payments are test payments{session.mail === 'outbox' ? ' and e-mails stay in the outbox' : ''}.</p>}
      </header>
      <main className="admin-main">{children}</main>
    </div>
  );
}
