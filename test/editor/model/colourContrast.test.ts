import { describe, expect, it } from 'vitest';
import { backdropFor, contrastRatio, relativeLuminance, tileBackdrops } from '../../../src/editor/model/colourContrast.ts';
import { textColours } from '../../../src/editor/panels/ColourChoice.tsx';

describe('colour contrast', () => {
  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    // WCAG's own example pairs: #777 on white is just under 4.5, #767676 just over.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('shows light colours on the dark backdrop and dark ones on the light', () => {
    expect(backdropFor('#ffffff')).toBe('dark');
    expect(backdropFor('#1d1d1f')).toBe('light');
    expect(backdropFor('#edafb8')).toBe('dark');
    expect(backdropFor('#4a5759')).toBe('light');
  });

  it.each(textColours)('$name shows on its backdrop at 3:1 or more (WCAG’s contrast for graphics)', ({ value }) => {
    expect(contrastRatio(value, tileBackdrops[backdropFor(value)])).toBeGreaterThanOrEqual(3);
  });

  it('gives every colour a backdrop it shows on at 3:1 or more', () => {
    for (let index = 0; index < 4096; index += 1) {
      const colour = `#${[index % 16, Math.floor(index / 16) % 16, Math.floor(index / 256)].map((step) => (step * 17).toString(16).padStart(2, '0')).join('')}`;
      expect(contrastRatio(colour, tileBackdrops[backdropFor(colour)]), colour).toBeGreaterThanOrEqual(3);
    }
  });
});
