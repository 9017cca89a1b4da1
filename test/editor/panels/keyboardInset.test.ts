import { describe, expect, it } from 'vitest';
import { keyboardInset } from '../../../src/editor/panels/useKeyboardInset.ts';

describe('the on-screen keyboard’s inset', () => {
  it('is what the visual viewport leaves uncovered at the bottom of the layout viewport', () => {
    // 844 px tall, the keyboard takes 336: the sheet sits 336 px up.
    expect(keyboardInset(844, { height: 508, offsetTop: 0 })).toBe(336);
    // The page scrolled the visual viewport 100 px down inside the layout viewport.
    expect(keyboardInset(844, { height: 508, offsetTop: 100 })).toBe(236);
  });

  it('is none without a keyboard, without visualViewport, and never below zero', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0 })).toBe(0);
    expect(keyboardInset(844, null)).toBe(0);
    expect(keyboardInset(844, { height: 900, offsetTop: 0 })).toBe(0);
  });
});
