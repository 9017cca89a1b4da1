import { existsSync } from 'node:fs';

/** Flags for Chromium on a machine with no network but the package registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium to test with: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's
 * own download (npx playwright install chromium) when it exists.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable();
  if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
    console.warn(
      'No Chromium found at CHROMIUM_PATH or /usr/bin/chromium; falling back to Playwright’s own browser. ' +
        'Install one with `sudo apt-get install chromium` or `npx playwright install chromium`.',
    );
  }
  return { executablePath, args: chromiumArgs };
}
