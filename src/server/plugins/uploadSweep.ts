import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * A loose temporary upload untouched this long is a leftover: a file being received is written to
 * as it arrives (a body ends within BODY_MAX_SECONDS), and one being worked on lives for its
 * request only. Loose files are what processes of earlier versions, or on other hosts sharing
 * the directory, left behind.
 */
export const leftoverUploadAgeMs = 60 * 60_000;
/** How often each process sweeps the shared uploads directory. */
export const uploadSweepIntervalMs = 10 * 60_000;

/** `instance-<host>-<pid>-<token>`: the temporary uploads of one running store (one app in one process). */
const instancePattern = /^instance-(.+)-(\d+)-[0-9a-f]{8}$/;

/** A new name for the directory of this process's (this app's) temporary uploads. */
export const instanceDirectoryName = () => `instance-${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Whether a process with this id runs on this host (one of another user's counts as running). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface UploadSweepOptions {
  olderThanMs: number;
  now?: number;
  host?: string;
  isRunning?: (pid: number) => boolean;
}

/**
 * Whether an entry of the shared uploads directory is a leftover: the directory of a store
 * instance on this host whose process has ended (what a killed process was receiving), at once;
 * anything else once untouched for `olderThanMs`. The directory of a live instance on this host
 * is never swept, however long it idles; one of another host (sharing the directory) only by age.
 */
async function isLeftover(path: string, name: string, options: UploadSweepOptions): Promise<boolean> {
  const instance = instancePattern.exec(name);
  if (instance && instance[1] === (options.host ?? hostname())) {
    return !(options.isRunning ?? isProcessRunning)(Number(instance[2]));
  }
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && (options.now ?? Date.now()) - info.mtimeMs > options.olderThanMs;
}

/** Deletes the leftovers (isLeftover) in the shared uploads `directory`; answers how many. */
export async function sweepLeftoverUploads(directory: string, options: UploadSweepOptions): Promise<number> {
  let swept = 0;
  for (const name of await readdir(directory).catch(() => [])) {
    const path = join(directory, name);
    if (!(await isLeftover(path, name, options))) continue;
    // Another process may sweep the same entry at once: gone is gone.
    await rm(path, { recursive: true, force: true });
    swept += 1;
  }
  return swept;
}
