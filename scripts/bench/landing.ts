/**
 * Landing page figures (DESIGN §10): the JavaScript `/` loads (gzipped bytes, and whether any of
 * it is Konva or editor code), and Lighthouse mobile runs of `/` (performance score, FCP, LCP and
 * TBT, each the median of several runs with every run printed).
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

/** Lighthouse's own advice for a noisy machine: several runs, judged by the median. */
const lighthouseRuns = 5;

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    const metric = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr?.categories.performance?.score ?? Number.NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function lighthouseMobile(url: string): Promise<BenchFigure[]> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseOnce(url));
  const figure = (name: string, pick: (run: LighthouseRun) => number, unit: string, note = '') => ({
    name: `landing: ${name}`,
    value: Math.round(median(runs.map(pick))),
    unit,
    note: `median of ${runs.length}: ${runs.map((run) => Math.round(pick(run))).join(', ')}${note}`,
  });
  return [
    figure('Lighthouse mobile performance', (run) => run.score, '/100', '; budget 95'),
    figure('FCP (simulated mobile)', (run) => run.fcp, 'ms'),
    figure('LCP (simulated mobile)', (run) => run.lcp, 'ms'),
    figure('TBT (simulated mobile)', (run) => run.tbt, 'ms'),
  ];
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
