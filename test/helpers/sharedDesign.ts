import type { SharedDesign, SharedPicture } from '../../src/shared/sharedDesign.ts';

/** A shared design of `phoneModel` with no stickers, listing `pictures`, and `overrides`. */
export function plainSharedDesign(phoneModel: string, pictures: SharedPicture[] = [], overrides: Record<string, unknown> = {}): SharedDesign {
  return {
    version: 2,
    phoneModel,
    caseFinish: 'Glossy',
    backgroundColor: '#b0c4b1',
    showBackgroundImage: false,
    ghosts: { enabled: false, freq: 1, size: 1, opacity: 1, seed: 1 },
    items: [],
    pictures,
    ...overrides,
  };
}
