import { z } from 'zod';

/*
 * Refusals name the field and what it must be, in words a person reads (issue 53): parseFields
 * writes `design/items/3/curve must be a number from -100 to 100`. A schema's own message is
 * given for every issue of that schema, its checks included (zod 4), so a range is one message
 * naming both ends, never "is not a number" for a number out of range.
 */

/** A number from `min` to `max`, refused in one message naming both ends. */
export const numberFrom = (min: number, max: number) => {
  const message = `must be a number from ${min} to ${max}`;
  return z.number({ message }).min(min).max(max);
};

/** A whole number from `min` to `max`, refused in one message naming both ends. */
export const wholeNumberFrom = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ message }).int().min(min).max(max);
};

const typeWords: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list',
};

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/** How far a too_big or too_small issue's value is off, in words (undefined for other kinds of value). */
function sizeWords(issue: { origin: string; inclusive?: boolean }, bound: number, side: 'most' | 'least'): string | undefined {
  if (isNumeric(issue.origin)) {
    if (issue.inclusive === false) return side === 'most' ? `must be below ${bound}` : `must be above ${bound}`;
    return `must be at ${side} ${bound}`;
  }
  if (issue.origin === 'string') return side === 'least' && bound === 1 ? 'must not be empty' : `must be at ${side} ${bound} characters long`;
  if (issue.origin === 'array') return side === 'most' ? `may hold at most ${bound} entries` : `must hold at least ${bound} entries`;
  return undefined;
}

/**
 * zod's issues without a message of their schema's own, in words that follow the field's name
 * ("is missing", "must be true or false"): a per-parse error map (zod keeps a schema's own
 * message first). Undefined leaves zod's words.
 */
export function plainIssueWords(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : typeWords[issue.expected];
    case 'too_big':
      return sizeWords(issue, Number(issue.maximum), 'most');
    case 'too_small':
      return sizeWords(issue, Number(issue.minimum), 'least');
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `has a field this store does not know: ${issue.keys.join(', ')}`;
    case 'invalid_format':
    case 'invalid_union':
      return 'is not valid';
    default:
      return undefined;
  }
}
