// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ActionCreators } from 'redux-undo';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { chordLabel, editorShortcuts, shortcutFor, type KeyChord } from '../../../src/editor/panels/editorShortcuts.ts';
import { ShortcutsDialog } from '../../../src/editor/panels/ShortcutsDialog.tsx';
import { useEditorKeyboard } from '../../../src/editor/panels/useEditorKeyboard.ts';
import { designLoaded, stickerAdded } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected, itemsCopied } from '../../../src/editor/state/editorSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';

afterEach(cleanup);

function Keyboard() {
  useEditorKeyboard();
  return null;
}

/** An editor with two pictures, the first selected and copied: every shortcut has something to act on. */
function editorWithKeys() {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  store.dispatch(imageAdded({ imageID: 'pic', name: 'pic.png', width: 800, height: 600 }));
  store.dispatch(designLoaded([]));
  store.dispatch(ActionCreators.clearHistory());
  for (const x of [0, 400]) store.dispatch(stickerAdded({ imageID: 'pic', TL_imageBounds: { x, y: 100 }, BR_imageBounds: { x: x + 300, y: 400 } }));
  const [first] = selectItems(store.getState());
  store.dispatch(itemSelected(first?.itemID ?? null));
  if (first) store.dispatch(itemsCopied([first]));
  render(
    <Provider store={store}>
      <Keyboard />
    </Provider>,
  );
  return store;
}

/** Presses a key on the page; whether the editor took it (and kept it from the browser). */
function press(init: KeyboardEventInit): boolean {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

const pressOf = (chord: KeyChord): KeyboardEventInit => ({ key: chord.key, ctrlKey: chord.mod ?? false, shiftKey: chord.shift ?? false });

describe('the keyboard shortcuts table', () => {
  it('finds each chord\'s shortcut, Ctrl and ⌘ alike, and no other', () => {
    expect(shortcutFor({ key: 'Z', ctrlKey: true, metaKey: false, shiftKey: true })?.id).toBe('redo');
    expect(shortcutFor({ key: 'z', ctrlKey: false, metaKey: true, shiftKey: false })?.id).toBe('undo');
    expect(shortcutFor({ key: 'ArrowLeft', ctrlKey: false, metaKey: false, shiftKey: true })?.id).toBe('nudgeFar');
    expect(shortcutFor({ key: '?', ctrlKey: false, metaKey: false, shiftKey: true })?.id).toBe('shortcuts');
    expect(shortcutFor({ key: 'ArrowLeft', ctrlKey: true, metaKey: false, shiftKey: false })).toBeNull();
    expect(shortcutFor({ key: 'a', ctrlKey: true, metaKey: false, shiftKey: false })).toBeNull();
  });

  it('writes chords as people do', () => {
    expect(chordLabel({ key: 'z', mod: true, shift: true }, false)).toBe('Ctrl+Shift+Z');
    expect(chordLabel({ key: 'd', mod: true }, true)).toBe('⌘+D');
    expect(chordLabel({ key: 'ArrowUp', shift: false }, false)).toBe('↑');
  });
});

describe('the keys and the list cannot drift', () => {
  for (const shortcut of editorShortcuts) {
    for (const chord of shortcut.chords) {
      it(`the editor takes ${chordLabel(chord, false)} (${shortcut.label})`, () => {
        editorWithKeys();
        expect(press(pressOf(chord))).toBe(true);
      });
    }
  }

  it('takes no key that the table does not list', () => {
    editorWithKeys();
    const others: KeyboardEventInit[] = [
      { key: 'a' },
      { key: 'z' },
      { key: 'd' },
      { key: 'Enter' },
      { key: ' ' },
      { key: 'Tab' },
      { key: 'F1' },
      { key: 'a', ctrlKey: true },
      { key: 'p', ctrlKey: true },
      { key: 'ArrowUp', ctrlKey: true },
      { key: '/' },
    ];
    for (const init of others) expect(press(init), `${init.ctrlKey ? 'Ctrl+' : ''}${init.key ?? ''}`).toBe(false);
  });

  it('opens the list with ?', () => {
    const store = editorWithKeys();
    press({ key: '?', shiftKey: true });
    expect(store.getState().editor.modal).toEqual({ kind: 'shortcuts' });
  });

  it('the list names every shortcut of the table with each of its keys', () => {
    render(<ShortcutsDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const shortcut of editorShortcuts) {
      const row = within(dialog).getByRole('rowheader', { name: shortcut.label }).closest('tr');
      if (!row) throw new Error(`no row for ${shortcut.label}`);
      const keys = Array.from(row.querySelectorAll('kbd')).map((kbd) => kbd.textContent);
      expect(keys).toEqual(shortcut.chords.map((chord) => chordLabel(chord, false)));
    }
  });
});
