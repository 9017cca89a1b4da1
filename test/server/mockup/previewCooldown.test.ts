import { describe, expect, test } from 'vitest';
import { createPreviewCooldown } from '../../../src/server/mockup/previewCooldown.ts';

describe('preview cooldown', () => {
  test('blocks every key it started until the time is up', () => {
    let now = 1_000_000;
    const cooldown = createPreviewCooldown(120, () => now);
    cooldown.start(['visitor:a', 'address:1']);
    expect(cooldown.remainingSeconds(['visitor:a'])).toBe(120);
    expect(cooldown.remainingSeconds(['visitor:new', 'address:1'])).toBe(120);
    expect(cooldown.remainingSeconds(['visitor:b', 'address:2'])).toBe(0);
    now += 119_500;
    expect(cooldown.remainingSeconds(['address:1'])).toBe(1);
    now += 500;
    expect(cooldown.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });

  test('a cancelled turn is free again', () => {
    const cooldown = createPreviewCooldown(120, () => 0);
    cooldown.start(['visitor:a', 'address:1']);
    cooldown.cancel(['visitor:a', 'address:1']);
    expect(cooldown.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });
});
