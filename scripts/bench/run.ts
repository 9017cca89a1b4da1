/**
 * `npm run bench`: runs every suite against the production build, prints one table and writes
 * bench-results/latest.json. Figures are information for the closing notes, never test gates.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { suites } from './suites.ts';
import type { BenchFigure } from './types.ts';

const only = process.argv.slice(2);
const figures: BenchFigure[] = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n▶ ${suite.name}`);
  try {
    const results = await suite.run();
    figures.push(...results);
    for (const figure of results) console.log(`  ${figure.name}: ${figure.value} ${figure.unit}`);
  } catch (error) {
    console.error(`  ${suite.name} failed:`, error);
    process.exitCode = 1;
  }
}

const width = Math.max(...figures.map((figure) => figure.name.length), 10);
console.log(`\n${'figure'.padEnd(width)}  value`);
for (const figure of figures) {
  const note = figure.note ? `  (${figure.note})` : '';
  console.log(`${figure.name.padEnd(width)}  ${figure.value} ${figure.unit}${note}`);
}
const outDir = resolve(import.meta.dirname, '../../bench-results');
await mkdir(outDir, { recursive: true });
await writeFile(
  resolve(outDir, 'latest.json'),
  JSON.stringify({ date: new Date().toISOString(), figures }, null, 2),
);
console.log(`\nWrote ${resolve(outDir, 'latest.json')}`);
