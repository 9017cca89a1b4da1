/**
 * How much a text item may hold (issue 19): three lines and 80 characters, a character being
 * what a reader counts as one (an emoji with its modifiers is one). Newlines separate lines and
 * do not count. The editor cuts typing to these limits; the server refuses more.
 */

export const maxTextLines = 3;
export const maxTextCharacters = 80;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of `text` as a reader counts them (grapheme clusters: an emoji with its modifiers is one). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/** The characters of `text` (grapheme clusters), newlines left out. */
export function countTextCharacters(text: string): number {
  return graphemes(text.replace(/\r?\n/g, '')).length;
}

/** Whether the text is within both limits. */
export function isTextWithinLimits(text: string): boolean {
  return text.split('\n').length <= maxTextLines && countTextCharacters(text) <= maxTextCharacters;
}

/**
 * The text cut to the limits: Windows newlines made plain, lines past the third joined to it
 * with a space, and characters past the 80th dropped.
 */
export function limitText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept = [...lines.slice(0, maxTextLines - 1), lines.slice(maxTextLines - 1).join(' ')].slice(0, lines.length);
  let remaining = maxTextCharacters;
  return kept
    .map((line) => {
      const characters = graphemes(line).slice(0, Math.max(0, remaining));
      remaining -= characters.length;
      return characters.join('');
    })
    .join('\n');
}
