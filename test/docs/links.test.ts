import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, documentationPages, fromRoot, headingAnchors, linkTargets, readPage, repoRoot } from './markdownPages.ts';

/**
 * The README and docs/ hold together: every relative link (and #anchor) between them and to the
 * code resolves, every path they name in code spans exists, every page is on the README's map,
 * and the README stays a front door.
 */

const pages = documentationPages();
const isExternal = (target: string) => /^(https?:|mailto:)/.test(target);
const exists = (path: string) => !path.startsWith('..') && existsSync(join(repoRoot, path));

/** What the build generates and .gitignore keeps out (public/art/, …): named by the pages, absent from a clean clone. */
const generatedPaths = new Set(
  readFileSync(join(repoRoot, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('/') && !line.startsWith('#')),
);

/** Paths in the repository as the pages write them in code spans: src/…, scripts/…, docs/… */
const repoPath = /^(src|scripts|test|docs|public|types|\.ci)\/[\w.@/-]*$/;

describe.each(pages)('%s', (page) => {
  const markdown = readPage(page);

  it('links only to files that exist, and to headings they have', () => {
    const broken: string[] = [];
    for (const target of linkTargets(markdown).filter((link) => !isExternal(link))) {
      const [path = '', anchor] = target.split('#');
      const file = path ? fromRoot(page, decodeURI(path)) : page;
      if (!exists(file)) broken.push(`${target} (no ${file})`);
      else if (anchor !== undefined && !(file.endsWith('.md') && headingAnchors(readPage(file)).has(anchor))) {
        broken.push(`${target} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = codeSpans(markdown).filter((span) => repoPath.test(span) && !generatedPaths.has(span) && !exists(span.replace(/\/$/, '')));
    expect(missing).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = readPage('README.md');

  it('is a front door of at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('maps every page of docs/', () => {
    const linked = new Set(linkTargets(readme).map((target) => fromRoot('README.md', target.split('#')[0] ?? '')));
    expect(pages.filter((page) => page !== 'README.md' && !linked.has(page))).toEqual([]);
  });
});
