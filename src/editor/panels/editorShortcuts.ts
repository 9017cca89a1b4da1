/**
 * Every key the editor takes (issue 48), in one table that the keyboard handler
 * (useEditorKeyboard) acts on and the "Keyboard shortcuts" dialog lists, so the two cannot drift:
 * a key not in the table does nothing, and a shortcut without a command does not compile.
 */

/** A key with or without Ctrl (⌘ on a Mac) and Shift; `shift` left out: either. */
export interface KeyChord {
  /** KeyboardEvent.key, compared without case. */
  key: string;
  /** Ctrl or ⌘ held. */
  mod?: boolean;
  shift?: boolean;
}

export const shortcutIDs = ['undo', 'redo', 'duplicate', 'copy', 'paste', 'delete', 'deselect', 'nudge', 'nudgeFar', 'shortcuts'] as const;
export type ShortcutID = (typeof shortcutIDs)[number];

export interface Shortcut {
  id: ShortcutID;
  /** What it does, as the dialog says it. */
  label: string;
  chords: readonly KeyChord[];
}

const arrows = (shift: boolean): KeyChord[] =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((key) => ({ key, mod: false, shift }));

export const editorShortcuts: readonly Shortcut[] = [
  { id: 'undo', label: 'Undo', chords: [{ key: 'z', mod: true, shift: false }] },
  { id: 'redo', label: 'Redo', chords: [{ key: 'z', mod: true, shift: true }, { key: 'y', mod: true }] },
  { id: 'duplicate', label: 'Duplicate the selection', chords: [{ key: 'd', mod: true }] },
  { id: 'copy', label: 'Copy the selection', chords: [{ key: 'c', mod: true }] },
  { id: 'paste', label: 'Paste what was copied', chords: [{ key: 'v', mod: true }] },
  { id: 'delete', label: 'Delete the selection', chords: [{ key: 'Delete' }, { key: 'Backspace' }] },
  { id: 'deselect', label: 'Deselect; in crop mode, Cancel', chords: [{ key: 'Escape' }] },
  { id: 'nudge', label: 'Move the selection by 1 mm', chords: arrows(false) },
  { id: 'nudgeFar', label: 'Move the selection by 10 mm', chords: arrows(true) },
  { id: 'shortcuts', label: 'Show these keyboard shortcuts', chords: [{ key: '?' }] },
];

/** The steps of the Arrange panel's number fields, by arrow key (Shift: the larger step). */
export const fieldSteps = {
  millimetres: { step: 1, shiftStep: 10 },
  degrees: { step: 1, shiftStep: 15 },
  percent: { step: 1, shiftStep: 10 },
} as const;

/**
 * What the pointer does with keys held (canvas/gestures/pointerKeys.ts and the wheel zoom of
 * useCanvasGestures), and the keys inside fields and menus: listed in the dialog, handled there.
 */
export const otherKeys: readonly { keys: string; label: string }[] = [
  { keys: 'Shift, Ctrl or ⌘ + click', label: 'Add an item to the selection, or take it out' },
  { keys: 'Alt + drag', label: 'Move or resize without snapping' },
  { keys: 'Wheel, or Ctrl + wheel', label: 'Zoom about the pointer' },
  { keys: 'Right-click', label: 'The selection’s commands' },
  { keys: '↑ ↓ in a number field', label: `±${fieldSteps.millimetres.step} mm or ${fieldSteps.degrees.step}°; with Shift ±${fieldSteps.millimetres.shiftStep} mm or ${fieldSteps.degrees.shiftStep}°` },
  { keys: 'Enter, or Tab away', label: 'Apply a typed number' },
  { keys: '← → ↑ ↓, Home, End on a slider', label: 'Move the slider' },
  { keys: 'Escape', label: 'Close a sheet, menu or dialog' },
];

function matches(chord: KeyChord, event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  const mod = event.ctrlKey || event.metaKey;
  return (
    chord.key.toLowerCase() === event.key.toLowerCase() &&
    (chord.mod ?? false) === mod &&
    (chord.shift === undefined || chord.shift === event.shiftKey)
  );
}

/** The shortcut a key press is, if any. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): Shortcut | null {
  return editorShortcuts.find((shortcut) => shortcut.chords.some((chord) => matches(chord, event))) ?? null;
}

const keyNames: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
};

/** A chord as people write it: "Ctrl+Shift+Z", "⌘+D" on a Mac, "←". */
export function chordLabel(chord: KeyChord, isMac: boolean): string {
  const key = keyNames[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return [...(chord.mod ? [isMac ? '⌘' : 'Ctrl'] : []), ...(chord.shift ? ['Shift'] : []), key].join('+');
}

const firstChord = (id: ShortcutID) => editorShortcuts.find((shortcut) => shortcut.id === id)?.chords[0];

/** The first chord of a shortcut, for a menu item's hint ("Ctrl+D"). */
export function shortcutHint(id: ShortcutID, isMac: boolean): string {
  const chord = firstChord(id);
  return chord ? chordLabel(chord, isMac) : '';
}

/** The first chord of a shortcut as aria-keyshortcuts spells it ("Control+D", "Meta+D"). */
export function ariaShortcut(id: ShortcutID, isMac: boolean): string {
  const chord = firstChord(id);
  if (!chord) return '';
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
  return [...(chord.mod ? [isMac ? 'Meta' : 'Control'] : []), ...(chord.shift ? ['Shift'] : []), key].join('+');
}

/** Whether this device is a Mac (⌘ rather than Ctrl). */
export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
