import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const repoRoot = join(import.meta.dirname, '../..');

/** README.md and every page under docs/, as paths from the root. */
export function documentationPages(): string[] {
  const pages = readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path));
  return ['README.md', ...pages.sort()];
}

export function readPage(page: string): string {
  return readFileSync(join(repoRoot, page), 'utf8');
}

/** The page's text without its fenced code blocks (a link or heading in an example is none). */
export function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** What a backticked span of the page says: `like this` → like this. */
export function codeSpans(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

/**
 * The anchors a page's headings get on GitHub: the words lower-cased, punctuation dropped,
 * spaces made dashes, and -1, -2… after a repeated one.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, title = ''] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let repeat = 1; anchors.has(anchor); repeat += 1) anchor = `${base}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every link target of a page: markdown links and images, and HTML href and src attributes. */
export function linkTargets(markdown: string): string[] {
  const text = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  const markdownLinks = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const htmlLinks = [...text.matchAll(/\b(?:href|src)="([^"]+)"/g)];
  return [...markdownLinks, ...htmlLinks].map((match) => match[1] ?? '');
}

/** The path from the root of a file the page at `page` names by `target` (relative to the page). */
export function fromRoot(page: string, target: string): string {
  return relative(repoRoot, join(repoRoot, page, '..', target));
}
