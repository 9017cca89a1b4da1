/**
 * The emoji library's art and words, read from the npm packages (issue 34): the names and
 * keywords from emojibase-data (MIT), each emoji's vector from Microsoft's Fluent Emoji Flat
 * (MIT, through @iconify-json/fluent-emoji-flat) and, where that set has none (the country
 * flags, a few newer emoji), from Twemoji (CC BY 4.0, through @twemoji/svg). Default skin tones
 * only. Pure apart from reading the packages, so tests can check what a build would emit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { emojiCategories, type EmojiCategoryID } from '../../src/shared/art/emojiCategories.ts';

const require = createRequire(import.meta.url);

export type EmojiSet = 'fluent' | 'twemoji';

export interface EmojiArt {
  /** Lower-case code points without variation selectors, joined by "-": the id designs save. */
  id: string;
  category: EmojiCategoryID;
  /** The CLDR name ("dog face"). */
  name: string;
  /** Search words: CLDR keywords and emojibase shortcodes' words. */
  keywords: string[];
  /** A standalone SVG document with its own width and height. */
  svg: string;
  set: EmojiSet;
}

interface EmojibaseEmoji {
  hexcode: string;
  label: string;
  group?: number;
  tags?: string[];
}

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
}

/** The id of an emoji: its code points, lower case, without U+FE0F (how both art sets name files). */
export function emojiID(hexcode: string): string {
  return hexcode.toLowerCase().replace(/-fe0f/g, '');
}

/** A Fluent icon as a standalone SVG (an alias mirrored across when it says so); undefined when the set has none. */
function fluentSvg(set: IconifySet, name: string): string | undefined {
  const alias = set.aliases?.[name];
  const icon = set.icons[alias?.parent ?? name];
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const body = alias?.hFlip ? `<g transform="translate(${width} 0) scale(-1 1)">${icon.body}</g>` : icon.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A Twemoji file with a width and height of its own (its viewBox's), which a canvas needs to draw it. */
function twemojiSvg(id: string): string | undefined {
  const path = require.resolve(`@twemoji/svg/package.json`).replace(/package\.json$/, `${id}.svg`);
  if (!existsSync(path)) return undefined;
  const svg = readFileSync(path, 'utf8');
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox || /<svg[^>]*\swidth=/.test(svg)) return svg;
  return svg.replace('<svg ', `<svg width="${viewBox[1]}" height="${viewBox[2]}" `);
}

/** Every emoji of the library, in the Unicode order, each with its art from the first set that has it. */
export function collectEmojiArt(): EmojiArt[] {
  const emojibase = require('emojibase-data/en/compact.json') as EmojibaseEmoji[];
  const shortcodes = require('emojibase-data/en/shortcodes/emojibase.json') as Record<string, string | string[]>;
  const fluent = require('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  const fluentNames = require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const categories = new Map<number, EmojiCategoryID>(emojiCategories.map((category) => [category.group, category.id]));
  const library: EmojiArt[] = [];
  for (const emoji of emojibase) {
    const category = emoji.group === undefined ? undefined : categories.get(emoji.group);
    if (!category) continue;
    const id = emojiID(emoji.hexcode);
    const fluentName = fluentNames[emoji.hexcode.toLowerCase()] ?? fluentNames[id];
    const fromFluent = fluentName ? fluentSvg(fluent, fluentName) : undefined;
    const svg = fromFluent ?? twemojiSvg(id);
    if (!svg) continue;
    const codes = [shortcodes[emoji.hexcode] ?? []].flat().flatMap((code) => code.split('_'));
    const keywords = [...new Set([...(emoji.tags ?? []), ...codes].map((word) => word.toLowerCase()))];
    library.push({ id, category, name: emoji.label, keywords, svg, set: fromFluent ? 'fluent' : 'twemoji' });
  }
  return library;
}
