import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { AdminSignInReport } from '../../shared/adminApi.ts';
import type { RateLimit, RateLimitRule } from '../plugins/rateLimit.ts';
import { createCheckGate, type CheckGate } from './checkGate.ts';

/** Wrong passwords allowed per client address (and per device that has signed in before): 5 every 15 minutes. */
export const signInRule: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Password checks one process runs at once, and how many may wait: scrypt takes 32 MB and about
 * 0.1 s, on the thread pool that also writes uploads to disk. Checks beyond these are refused.
 */
export const passwordCheckRules = { running: 2, waiting: 8 };

export type SignInOutcome = 'signed_in' | 'wrong_password' | 'refused_address' | 'refused_all' | 'busy';

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? '' : 's'}`;
};

export const signInMessages = {
  address: (seconds: number) => `Too many wrong passwords from your address. Try again in ${minutes(seconds)}.`,
  all: (seconds: number) =>
    `Sign-in is closed for ${minutes(seconds)}: too many wrong passwords were tried. A device that has signed in before can still sign in.`,
  busy: 'Many sign-ins are being checked just now. Try again in a moment.',
};

export interface SignInLimits {
  /** Per address, and per device that has signed in before (signInRule). */
  perClient: RateLimit;
  /** Every address together (ADMIN_SIGN_IN_LIMIT), under one key. */
  all: RateLimit;
  allKey: string;
  checks: CheckGate;
  report(): Promise<AdminSignInReport>;
  count(outcome: SignInOutcome): void;
}

/**
 * The sign-in's limits, in Redis with the other limits when it is configured, and what the owner
 * sees of them: on the desk (report) and on /metrics (the wrong passwords of every address
 * within the window and the seconds sign-in stays closed, the same in every process, and this
 * process's sign-ins by outcome).
 */
export function createSignInLimits(app: FastifyInstance, allRule: RateLimitRule): SignInLimits {
  const perClient = app.shared.rateLimit('admin-sign-in', signInRule);
  const all = app.shared.rateLimit('admin-sign-in-all', allRule);
  const allKey = 'all';
  const report = async (): Promise<AdminSignInReport> => ({
    wrong_passwords: await all.count(allKey),
    limit: allRule.limit,
    window_seconds: allRule.windowSeconds,
    closed_for_seconds: await all.remainingSeconds([allKey]),
  });
  const registers = [app.metricsRegistry];
  const outcomes = new Counter({ name: 'admin_sign_ins_total', help: 'Sign-ins at the owner’s desk by this process, by outcome', labelNames: ['outcome'], registers });
  new Gauge({
    name: 'admin_wrong_passwords',
    help: 'Wrong passwords tried at the owner’s desk from every address within ADMIN_SIGN_IN_LIMIT’s window (the whole store)',
    registers,
    async collect() {
      this.set(await all.count(allKey));
    },
  });
  new Gauge({
    name: 'admin_sign_in_closed_seconds',
    help: 'Seconds until a device that has not signed in before may sign in again (0 while it may)',
    registers,
    async collect() {
      this.set(await all.remainingSeconds([allKey]));
    },
  });
  return {
    perClient,
    all,
    allKey,
    checks: createCheckGate(passwordCheckRules),
    report,
    count: (outcome) => outcomes.inc({ outcome }),
  };
}
