import { Check, X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { finishCrop, selectCroppingItem } from '../state/cropCommands.ts';
import { cropCancelled } from '../state/editorSlice.ts';
import { PrintQualityStatus } from './PrintQualityStatus.tsx';

/**
 * Crop mode's bar, in the selection bar's place (issue 20): the print quality of the cropped
 * pixels (live while a finger crops), what the fingers do, Cancel and Done.
 */
export function CropBar() {
  const dispatch = useAppDispatch();
  const item = useAppSelector(selectCroppingItem);
  if (!item) return null;
  return (
    <div className="editor-selection">
      <PrintQualityStatus item={item} />
      <div className="editor-selection-bar crop-bar" role="toolbar" aria-label="Crop">
        <button type="button" className="editor-icon-button" onClick={() => dispatch(cropCancelled())}>
          <X size={20} aria-hidden="true" />
          Cancel
        </button>
        <p className="crop-bar__hint">
          <span>Drag to move</span> <span>Pinch or scroll to zoom</span>
        </p>
        <button type="button" className="editor-icon-button crop-bar__done" onClick={() => dispatch(finishCrop())}>
          <Check size={20} aria-hidden="true" />
          Done
        </button>
      </div>
    </div>
  );
}
