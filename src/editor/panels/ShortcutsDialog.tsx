import './keys.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { chordLabel, editorShortcuts, isMacPlatform, otherKeys } from './editorShortcuts.ts';

/**
 * The "Keyboard shortcuts" list (issue 48), opened with ? or its button: every key of the
 * editor's table (editorShortcuts, which the keyboard handler acts on), then what keys do with
 * the pointer, in fields, sliders and menus.
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const isMac = isMacPlatform();
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className="shortcuts-table">
        <caption className="visually-hidden">Keys of the editor</caption>
        <tbody>
          {editorShortcuts.map((shortcut) => (
            <tr key={shortcut.id}>
              <th scope="row">{shortcut.label}</th>
              <td>
                {shortcut.chords.map((chord, index) => (
                  <kbd key={index}>{chordLabel(chord, isMac)}</kbd>
                ))}
              </td>
            </tr>
          ))}
          {otherKeys.map(({ keys, label }) => (
            <tr key={keys}>
              <th scope="row">{label}</th>
              <td>
                <kbd>{keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
