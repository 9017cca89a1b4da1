import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { stickersSectionToggled } from '../state/settingsSlice.ts';
import { HistoryButtons } from './HistoryButtons.tsx';
import { StickerSection } from './StickerSection.tsx';

/**
 * A phone's bottom panel: history, the store's actions (Preview Case and Checkout, passed in by
 * the app), and the collapsible sticker section.
 */
export function BottomPanel({ storeActions }: { storeActions: ReactNode }) {
  const dispatch = useAppDispatch();
  const showStickers = useAppSelector((state) => state.settings.showStickersSection);
  const hidden = useAppSelector((state) => state.editor.isDraggingFromTray);
  return (
    <footer className="editor-bottom">
      <div className="editor-actions">
        <HistoryButtons />
        <div className="editor-actions__group">
          {storeActions}
          <button
            type="button"
            className="editor-square-toggle"
            aria-label="Stickers"
            aria-expanded={showStickers}
            aria-controls="sticker-section"
            onClick={() => dispatch(stickersSectionToggled())}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
      {showStickers && (
        <div id="sticker-section" style={hidden ? { visibility: 'hidden' } : undefined}>
          <StickerSection tray="strip" />
        </div>
      )}
    </footer>
  );
}
