import { Menu, Redo2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionCreators } from 'redux-undo';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectCanRedo, selectCanUndo } from '../state/selectors.ts';
import { stickersSectionToggled } from '../state/settingsSlice.ts';
import { StickerSection } from './StickerSection.tsx';

/**
 * Bottom panel: history, the store's actions (Preview Case and Checkout, passed in by the
 * app), and the collapsible sticker section.
 */
export function BottomPanel({ storeActions }: { storeActions: ReactNode }) {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const showStickers = useAppSelector((state) => state.settings.showStickersSection);
  const hidden = useAppSelector((state) => state.editor.isDraggingFromTray);
  return (
    <footer className="editor-bottom">
      <div className="editor-actions">
        <div className="editor-actions__group">
          <button
            type="button"
            className="editor-icon-button"
            disabled={!canUndo}
            onClick={() => dispatch(ActionCreators.undo())}
          >
            <Undo2 size={20} aria-hidden="true" />
            Undo
          </button>
          <button
            type="button"
            className="editor-icon-button"
            disabled={!canRedo}
            onClick={() => dispatch(ActionCreators.redo())}
          >
            <Redo2 size={20} aria-hidden="true" />
            Redo
          </button>
        </div>
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
          <StickerSection />
        </div>
      )}
    </footer>
  );
}
