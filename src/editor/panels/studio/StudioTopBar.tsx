import type { ReactNode } from 'react';
import { DesignLinks } from '../DesignLinks.tsx';
import { FileActions } from '../FileActions.tsx';
import { HistoryButtons } from '../HistoryButtons.tsx';
import { TopToolbar } from '../TopToolbar.tsx';
import { TutorialButton } from '../TutorialButton.tsx';

/** The studio's top bar: the model and home, Pan and Selector, Undo and Redo, the design's file actions, and the store's. */
export function StudioTopBar({ storeActions }: { storeActions: ReactNode }) {
  return (
    <header className="studio-top">
      <div className="studio-top__group">
        <DesignLinks />
      </div>
      <TopToolbar tools={['pan', 'selector']} />
      <HistoryButtons />
      <div className="studio-top__group studio-top__files">
        <TutorialButton />
        <FileActions />
      </div>
      <div className="studio-top__group">{storeActions}</div>
    </header>
  );
}
