import { execFileSync } from 'node:child_process';

/**
 * Mounts a tmpfs of `kilobytes` over `directory`, a real small disk that fills up; undefined when
 * this user may not mount (only root can), so the caller skips rather than fakes a full disk.
 */
export function mountTinyDisk(directory: string, kilobytes: number): { unmount(): void } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kilobytes}k`, 'tmpfs', directory], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return { unmount: () => execFileSync('umount', [directory], { stdio: 'ignore' }) };
}
