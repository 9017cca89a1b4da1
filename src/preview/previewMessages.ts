/** What the shopper reads about previews (SPEC §8, the spec's 'minuets' typo fixed). */
export const previewMessages = {
  rateLimited: 'You can only create a mock every 2 minutes.',
  unexpected: 'An error occurred.',
  notReady: 'Mockup image not ready, please try again later.',
  loading: 'Loading',
  wait: 'This could take up to 1 minute, please wait...',
  imageFailed: 'Failed to load image.',
} as const;

/** 'Preview in m:ss' for the seconds left of the cooldown. */
export function cooldownLabel(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `Preview in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
