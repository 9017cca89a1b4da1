import { useMediaQuery } from '../../shared/ui/useMediaQuery.ts';

/** Whether the shopper asked the system for less motion (then videos do not autoplay). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
