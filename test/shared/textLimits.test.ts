import { describe, expect, it } from 'vitest';
import { countTextCharacters, isTextWithinLimits, limitText } from '../../src/shared/textLimits.ts';

describe('the text limits: 3 lines and 80 characters', () => {
  it('counts what a reader counts: an emoji with its modifiers is one character, newlines none', () => {
    expect(countTextCharacters('Pat & Sam 2026')).toBe(14);
    expect(countTextCharacters('👩🏽‍❤️‍👨🏻 ok')).toBe(4);
    expect(countTextCharacters('a\nb\r\nc')).toBe(3);
  });

  it('accepts up to 3 lines and 80 characters, and no more', () => {
    expect(isTextWithinLimits('one\ntwo\nthree')).toBe(true);
    expect(isTextWithinLimits('one\ntwo\nthree\nfour')).toBe(false);
    expect(isTextWithinLimits('x'.repeat(80))).toBe(true);
    expect(isTextWithinLimits('x'.repeat(81))).toBe(false);
    expect(isTextWithinLimits(`${'x'.repeat(40)}\n${'y'.repeat(40)}`)).toBe(true);
    expect(isTextWithinLimits('🎉'.repeat(80))).toBe(true);
  });

  it('cuts longer texts to the limits: lines past the third join it, characters past the 80th go', () => {
    expect(limitText('one\ntwo\nthree\nfour\nfive')).toBe('one\ntwo\nthree four five');
    expect(limitText('a\r\nb')).toBe('a\nb');
    expect(limitText('x'.repeat(100))).toBe('x'.repeat(80));
    expect(limitText(`${'x'.repeat(79)}\n🎉🎉`)).toBe(`${'x'.repeat(79)}\n🎉`);
    expect(isTextWithinLimits(limitText(`${'a\n'.repeat(10)}${'b'.repeat(90)}`))).toBe(true);
    expect(limitText('Pat & Sam 2026')).toBe('Pat & Sam 2026');
  });
});
