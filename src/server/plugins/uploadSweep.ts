import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A temporary upload untouched this long is a leftover: a file being received is written to as
 * it arrives (a body ends within BODY_MAX_SECONDS), and one being worked on lives for its
 * request only. A process killed mid-upload leaves its files behind, for any process to sweep.
 */
export const leftoverUploadAgeMs = 60 * 60_000;
/** How often each process sweeps the shared uploads directory. */
export const uploadSweepIntervalMs = 10 * 60_000;

/** Deletes the files in `directory` last written more than `olderThanMs` ago; answers how many. */
export async function sweepOldUploads(directory: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let swept = 0;
  for (const name of await readdir(directory).catch(() => [])) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs <= olderThanMs) continue;
    // Another process may sweep the same file at once: gone is gone.
    await rm(path, { recursive: true, force: true });
    swept += 1;
  }
  return swept;
}
