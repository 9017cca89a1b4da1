import { Redo2, Undo2 } from 'lucide-react';
import { ActionCreators } from 'redux-undo';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectCanRedo, selectCanUndo } from '../state/selectors.ts';

/** Undo and Redo of the design's history. */
export function HistoryButtons() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  return (
    <div className="editor-actions__group">
      <button type="button" className="editor-icon-button" disabled={!canUndo} onClick={() => dispatch(ActionCreators.undo())}>
        <Undo2 size={20} aria-hidden="true" />
        Undo
      </button>
      <button type="button" className="editor-icon-button" disabled={!canRedo} onClick={() => dispatch(ActionCreators.redo())}>
        <Redo2 size={20} aria-hidden="true" />
        Redo
      </button>
    </div>
  );
}
