import type { AppDispatch } from '../../app/store.ts';
import { useAppSelector } from '../../app/hooks.ts';
import { alignSelection, distributeSelection } from '../state/arrangeCommands.ts';
import { modalOpened } from '../state/editorSlice.ts';
import { copySelected, duplicateSelected, flipSelected, pasteCopied } from '../state/selectionCommands.ts';
import { selectSelectedItemIDs, selectSelectedLayerPosition } from '../state/selectors.ts';
import { deleteSelected, reorderSelected } from '../state/stickerCommands.ts';
import { alignCommands, distributeCommands, minDistributed } from './alignCommands.ts';
import type { ShortcutID } from './editorShortcuts.ts';

export interface MenuCommand {
  label: string;
  /** The key that does the same (editorShortcuts), shown beside it. */
  shortcut?: ShortcutID;
  disabled?: boolean;
  run: (dispatch: AppDispatch) => void;
}

/**
 * The right-click menu's commands, in groups: on a selection, the selection bar's and the
 * keyboard's (Duplicate, Flip, Copy, Paste, layer order, Delete) and Align (Distribute for three
 * or more); on empty space, Paste; always the keyboard shortcuts list.
 */
export function useMenuCommands(): MenuCommand[][] {
  const count = useAppSelector(selectSelectedItemIDs).length;
  const { isAtTop, isAtBottom } = useAppSelector(selectSelectedLayerPosition);
  const hasCopied = useAppSelector((state) => state.editor.clipboard.length > 0);
  const paste: MenuCommand = { label: 'Paste', shortcut: 'paste', disabled: !hasCopied, run: (dispatch) => dispatch(pasteCopied()) };
  const help: MenuCommand[] = [{ label: 'Keyboard shortcuts', shortcut: 'shortcuts', run: (dispatch) => dispatch(modalOpened({ modal: { kind: 'shortcuts' } })) }];
  if (count === 0) return [[paste], help];
  return [
    [
      { label: 'Duplicate', shortcut: 'duplicate', run: (dispatch) => dispatch(duplicateSelected()) },
      { label: 'Flip', run: (dispatch) => dispatch(flipSelected()) },
      { label: 'Copy', shortcut: 'copy', run: (dispatch) => dispatch(copySelected()) },
      paste,
    ],
    [
      { label: 'Bring Forward', disabled: isAtTop, run: (dispatch) => dispatch(reorderSelected('forward')) },
      { label: 'Send Backward', disabled: isAtBottom, run: (dispatch) => dispatch(reorderSelected('backward')) },
      { label: 'Front', disabled: isAtTop, run: (dispatch) => dispatch(reorderSelected('front')) },
      { label: 'Back', disabled: isAtBottom, run: (dispatch) => dispatch(reorderSelected('back')) },
    ],
    [
      ...alignCommands.map(({ edge, label }) => ({ label, run: (dispatch: AppDispatch) => dispatch(alignSelection(edge)) })),
      ...(count >= minDistributed
        ? distributeCommands.map(({ axis, label }) => ({ label, run: (dispatch: AppDispatch) => dispatch(distributeSelection(axis)) }))
        : []),
    ],
    [{ label: 'Delete', shortcut: 'delete', run: (dispatch) => dispatch(deleteSelected()) }],
    help,
  ];
}
