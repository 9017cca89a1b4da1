/**
 * Landing page figures (DESIGN §10): the JavaScript `/` loads (gzipped bytes, and whether any of
 * it is Konva or editor code), and a Lighthouse mobile run of `/` (performance score, LCP).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../test/helpers/chromium.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

/** Strings only Konva's or the editor's code contains. */
const canvasMarkers = ['Konva', 'hitOnDragEnabled', 'sticker-tray', 'Design your case'];

async function landingJavaScript(url: string): Promise<BenchFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const scripts = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.body().then((body) => scripts.set(response.url(), body));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  const gzipped = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const found = canvasMarkers.filter((marker) =>
    [...scripts.values()].some((body) => body.includes(marker)),
  );
  return [
    { name: 'landing: JS files loaded', value: scripts.size, unit: 'files' },
    { name: 'landing: JS gzipped', value: Math.round(gzipped / 102.4) / 10, unit: 'KB', note: 'budget 90 KB' },
    {
      name: 'landing: canvas or editor code',
      value: found.length ? `found (${found.join(', ')})` : 'none',
      unit: '',
    },
  ];
}

async function lighthouseMobile(url: string): Promise<BenchFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
    return [
      { name: 'landing: Lighthouse mobile performance', value: score == null ? 'n/a' : Math.round(score * 100), unit: '/100' },
      { name: 'landing: LCP (simulated mobile)', value: lcp == null ? 'n/a' : Math.round(lcp), unit: 'ms' },
    ];
  } finally {
    chrome.kill();
  }
}

export const landingSuite: BenchSuite = {
  name: 'landing',
  async run() {
    const server = await startServer(4391);
    try {
      return [...(await landingJavaScript(`${server.url}/`)), ...(await lighthouseMobile(`${server.url}/`))];
    } finally {
      await server.stop();
    }
  },
};
