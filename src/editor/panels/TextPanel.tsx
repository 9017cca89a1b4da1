import { Type } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks.ts';
import { addText } from '../state/textCommands.ts';

/** "Text" in the studio: Add Text puts words on the case and opens "Edit Text" on them (a phone has Add Text beside Add Stickers). */
export function TextPanel() {
  const dispatch = useAppDispatch();
  return (
    <>
      <h2 className="section-heading">Text</h2>
      <button type="button" className="editor-primary section-action" data-focus-return="add-text" onClick={() => void dispatch(addText())}>
        <Type size={18} aria-hidden="true" className="editor-primary__icon" />
        Add Text
      </button>
      <p className="section-hint">Then type your words, and choose their font, colour, outline and curve. A double click on words on the case edits them again.</p>
    </>
  );
}
