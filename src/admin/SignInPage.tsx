import { useState } from 'react';
import type { AdminSession } from '../shared/adminApi.ts';
import { BrandWordmark } from '../shared/ui/BrandWordmark.tsx';
import { adminApi } from './adminClient.ts';
import { useAdminTitle } from './useAdminTitle.ts';

interface SignInPageProps {
  /** Why the owner is asked to sign in (the session ended, signed out). */
  notice?: string | undefined;
  onSignedIn: (session: AdminSession) => void;
}

/** The owner's password, and nothing else: there is one owner. */
export function SignInPage({ notice, onSignedIn }: SignInPageProps) {
  useAdminTitle('Sign in');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await adminApi.signIn(password));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="admin-desk admin-sign-in">
      <main className="admin-sign-in__card">
        <p className="admin-sign-in__brand">
          <BrandWordmark />
        </p>
        <h1>Owner’s desk</h1>
        {notice && (
          <p className="admin-note" role="status">
            {notice}
          </p>
        )}
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            void signIn();
          }}
        >
          <div className="admin-field">
            <label htmlFor="admin-password">Password</label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-password-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && (
            <p id="admin-password-error" className="admin-alert" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy || !password} aria-busy={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
