import { BackgroundPanel } from './BackgroundPanel.tsx';
import { GhostsPanel } from './GhostsPanel.tsx';

/** "Background & Ghosts" in the studio: a phone's Background and Ghosts tools' panels, one above the other. */
export function BackgroundGhostsPanel() {
  return (
    <div className="background-ghosts">
      <BackgroundPanel />
      <GhostsPanel />
    </div>
  );
}
