import { SlidersHorizontal } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { openAdjust, selectAdjustablePictures } from '../state/adjustCommands.ts';

/** "Adjust" on the selection bar when pictures are selected: the Adjust sheet on them (issue 33). */
export function AdjustButton() {
  const dispatch = useAppDispatch();
  const hasPictures = useAppSelector(selectAdjustablePictures).length > 0;
  if (!hasPictures) return null;
  return (
    <button type="button" className="editor-icon-button" data-focus-return="adjust" onClick={() => dispatch(openAdjust())}>
      <SlidersHorizontal size={20} aria-hidden="true" />
      Adjust
    </button>
  );
}
