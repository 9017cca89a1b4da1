import { Check, X } from 'lucide-react';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { finishCrop, selectCroppingItem } from '../state/cropCommands.ts';
import { cropCancelled } from '../state/editorSlice.ts';
import type { PictureItem } from '../model/types.ts';
import { PrintQualityStatus } from './PrintQualityStatus.tsx';

/**
 * Crop mode's bar, in the selection bar's place (issue 20): the print quality of the cropped
 * pixels (live while a finger crops; in the studio's status line instead, `withStatus` false),
 * what the fingers do, Cancel and Done. The focus moves to it, and Escape cancels
 * (useEditorKeyboard cancels on Escape from the canvas too).
 */
export function CropBar({ withStatus }: { withStatus: boolean }) {
  const item = useAppSelector(selectCroppingItem);
  return item ? <OpenCropBar item={item} withStatus={withStatus} /> : null;
}

function OpenCropBar({ item, withStatus }: { item: PictureItem; withStatus: boolean }) {
  const dispatch = useAppDispatch();
  const bar = useRef<HTMLDivElement>(null);
  useOverlayFocus(bar, { onClose: () => dispatch(cropCancelled()), modal: false });
  return (
    <div className="editor-selection">
      {withStatus && <PrintQualityStatus item={item} />}
      <div ref={bar} className="editor-selection-bar crop-bar" role="toolbar" aria-label="Crop">
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
