/** The app icons, made by scripts/generate-icons.ts into public/icons. */
export interface AppIcon {
  file: string;
  /** Width and height in px. */
  size: number;
  /** A maskable icon keeps its mark inside the circle launchers may cut it to. */
  purpose: 'any' | 'maskable';
}

/** The icons the web app manifest lists. */
export const manifestIcons: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The icon iOS puts on the Home Screen (index.html links it; iOS reads no manifest icons). */
export const appleTouchIcon: AppIcon = { file: 'apple-touch-icon.png', size: 180, purpose: 'any' };
