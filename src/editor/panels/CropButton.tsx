import { Crop } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectCroppablePicture, startCrop } from '../state/cropCommands.ts';

/** "Crop" on the selection bar: crop mode on the one selected picture (disabled until its size is known). */
export function CropButton() {
  const dispatch = useAppDispatch();
  const canCrop = useAppSelector(selectCroppablePicture) !== null;
  return (
    <button type="button" className="editor-icon-button" data-focus-return="crop" disabled={!canCrop} onClick={() => dispatch(startCrop())}>
      <Crop size={20} aria-hidden="true" />
      Crop
    </button>
  );
}
