import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/server/config.ts';
import { codeSpans, documentationPages, readPage, repoRoot, withoutCodeBlocks } from './markdownPages.ts';

/**
 * docs/configuration.md cannot drift from the code: its table of the store's variables names
 * exactly those the server reads (the config schema's keys, and any other process.env read under
 * src), each with the default the schema gives; its table of the tools' variables names exactly
 * those the scripts, the test helpers and the tool configs read; and no page names a variable
 * nothing reads.
 */

const page = readPage('docs/configuration.md');

const isSeparatorRow = (line: string | undefined) => line !== undefined && /^\|[\s:|-]+\|$/.test(line);

/** The rows of the tables in the `## heading` section (header rows left out), by the variable their first cell names. */
function tableRows(heading: string): Map<string, string[]> {
  const section = withoutCodeBlocks(page).split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/configuration.md has no "## ${heading}" section`);
  const rows = new Map<string, string[]>();
  const lines = section.split('\n');
  const bodyRows = lines.filter((line, index) => line.startsWith('|') && !isSeparatorRow(line) && !isSeparatorRow(lines[index + 1]));
  for (const line of bodyRows) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0] ?? '')?.[1];
    if (!name) throw new Error(`a row of "${heading}" names no one variable: ${line}`);
    if (rows.has(name)) throw new Error(`${name} has two rows in "${heading}"`);
    rows.set(name, cells);
  }
  return rows;
}

/** The source files under `directory` (relative to the root), recursively. */
function sourceFiles(directory: string): string[] {
  return readdirSync(join(repoRoot, directory), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|js)$/.test(path))
    .map((path) => join(directory, path));
}

interface EnvironmentReads {
  /** Variables read by name: process.env.NAME or process.env['NAME']. */
  named: Set<string>;
  /** Files that use process.env otherwise (the whole environment, or a name in a variable). */
  whole: Set<string>;
}

function environmentReads(files: readonly string[]): EnvironmentReads {
  const reads: EnvironmentReads = { named: new Set(), whole: new Set() };
  for (const file of files) {
    const source = readFileSync(join(repoRoot, file), 'utf8');
    for (const match of source.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([^'"]+)['"]\s*\])?/g)) {
      const name = match[1] ?? match[2];
      if (name) reads.named.add(name);
      else reads.whole.add(file);
    }
  }
  return reads;
}

const configFile = 'src/server/config.ts';
const schemaVariables = Object.keys(envSchema.shape);
const serverReads = environmentReads(sourceFiles('src'));

/** The store's variables: the schema's, and any other the code under src reads by name. */
const storeVariables = new Set([...schemaVariables, ...serverReads.named]);

/** What the shell passes on to child processes, read by the tools but no setting of ours. */
const systemVariables = new Set(['PATH']);
const toolFiles = [
  ...sourceFiles('scripts'),
  ...sourceFiles('test/helpers'),
  ...sourceFiles('test/setup'),
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
];
const toolVariables = new Set(
  [...environmentReads(toolFiles).named].filter((name) => !storeVariables.has(name) && !systemVariables.has(name)),
);

/** What the schema gives a variable that is not set, as the page writes it: `3000`, `10/600`, `false`. */
function documentedDefault(name: string): string | undefined {
  if (!Object.hasOwn(envSchema.shape, name)) return undefined;
  const parsed = envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const value: unknown = parsed.data;
  if (typeof value === 'object' && value !== null && 'limit' in value && 'windowSeconds' in value) {
    return `\`${String(value.limit)}/${String(value.windowSeconds)}\``;
  }
  return `\`${String(value)}\``;
}

describe('docs/configuration.md', () => {
  it('reads the environment in one place under src: the config schema', () => {
    expect([...serverReads.whole]).toEqual([configFile]);
  });

  it('lists exactly the variables the store reads', () => {
    const listed = tableRows('The store');
    expect([...listed.keys()].filter((name) => !storeVariables.has(name)), 'listed but not read').toEqual([]);
    expect([...storeVariables].filter((name) => !listed.has(name)), 'read but not listed').toEqual([]);
  });

  it('gives each of the store’s variables its default and a meaning', () => {
    for (const [name, [, fallback = '', meaning = '']] of tableRows('The store')) {
      const expected = documentedDefault(name);
      if (expected) expect(fallback, `the default of ${name}`).toContain(expected);
      else expect(fallback, `the default of ${name}`).not.toBe('');
      expect(meaning, `the meaning of ${name}`).not.toBe('');
    }
  });

  it('lists exactly the variables the scripts, test helpers and tool configs read', () => {
    const listed = tableRows('Tools');
    expect([...listed.keys()].filter((name) => !toolVariables.has(name)), 'listed but not read').toEqual([]);
    expect([...toolVariables].filter((name) => !listed.has(name)), 'read but not listed').toEqual([]);
  });

  it('is not contradicted elsewhere: no page names a variable that nothing reads', () => {
    const read = new Set([...storeVariables, ...toolVariables]);
    for (const documentationPage of documentationPages()) {
      const named = codeSpans(readPage(documentationPage)).filter((span) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(span));
      expect(named.filter((name) => !read.has(name)), documentationPage).toEqual([]);
    }
  });
});
