import { useAppSelector } from '../../../app/hooks.ts';
import { selectSelectedItemIDs } from '../../state/selectors.ts';
import { CropBar } from '../CropBar.tsx';
import { SelectionBar } from '../SelectionBar.tsx';

/** The studio's toolbar over the workspace: crop mode's bar, the selection's commands, or how to get them. */
export function WorkspaceToolbar() {
  const isCropping = useAppSelector((state) => state.editor.cropping !== null);
  const hasSelection = useAppSelector(selectSelectedItemIDs).length > 0;
  const isSelector = useAppSelector((state) => state.editor.tool === 'selector');
  return (
    <div className="workspace-toolbar">
      {isCropping && <CropBar withStatus={false} />}
      {!isCropping && hasSelection && <SelectionBar withStatus={false} />}
      {!isCropping && !hasSelection && (
        <p className="workspace-toolbar__hint">
          {isSelector ? 'Click something on the case to change it; drag to select several.' : 'Choose Selector, then click something on the case to change it.'}
        </p>
      )}
    </div>
  );
}
