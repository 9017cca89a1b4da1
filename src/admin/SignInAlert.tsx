import type { AdminSignInReport } from '../shared/adminApi.ts';

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const within = (seconds: number) => (seconds === 3600 ? 'the last hour' : `the last ${inMinutes(seconds)}`);

/** What the owner is told of wrong passwords tried at the sign-in; nothing when there were none. */
export function signInAlertText({ wrong_passwords: wrong, limit, window_seconds: windowSeconds, closed_for_seconds: closedFor }: AdminSignInReport): string | undefined {
  if (closedFor > 0) {
    return `Sign-in is closed to new devices for ${inMinutes(closedFor)}: ${wrong} wrong passwords in ${within(windowSeconds)}. This device can still sign in.`;
  }
  if (wrong === 0) return undefined;
  const passwords = wrong === 1 ? '1 wrong password' : `${wrong} wrong passwords`;
  return `${passwords} tried at the sign-in in ${within(windowSeconds)}. At ${limit}, sign-in closes to new devices.`;
}

/** The sign-in's alert under the desk's bar, when someone has tried wrong passwords. */
export function SignInAlert({ report }: { report: AdminSignInReport }) {
  const text = signInAlertText(report);
  return text ? (
    <p className="admin-bar__alert" role="status">
      {text}
    </p>
  ) : null;
}
