import './keys.css';
import { Keyboard } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks.ts';
import { modalOpened } from '../state/editorSlice.ts';

/** "Keyboard shortcuts": the list of the editor's keys (also opened with ?), where there is a mouse or trackpad. */
export function ShortcutsButton() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="editor-icon-button shortcuts-button"
      data-focus-return="shortcuts"
      onClick={() => dispatch(modalOpened({ modal: { kind: 'shortcuts' } }))}
    >
      <Keyboard size={22} aria-hidden="true" />
      Keyboard shortcuts
    </button>
  );
}
