import { useAppSelector } from '../../../app/hooks.ts';
import { selectCroppingItem } from '../../state/cropCommands.ts';
import { selectSelectedItemIDs } from '../../state/selectors.ts';
import { Notices } from '../Notices.tsx';
import { PrintQualityStatus } from '../PrintQualityStatus.tsx';
import { SelectionStatus } from '../SelectionStatus.tsx';
import { LowResolutionNotice } from './LowResolutionNotice.tsx';
import { ZoomControls } from './ZoomControls.tsx';

/** What a phone shows over the case, said beside it: the cropped or selected items' print quality, else any blurry pictures. */
function WorkspaceStatus() {
  const cropping = useAppSelector(selectCroppingItem);
  const hasSelection = useAppSelector(selectSelectedItemIDs).length > 0;
  if (cropping) return <PrintQualityStatus item={cropping} />;
  return hasSelection ? <SelectionStatus /> : <LowResolutionNotice />;
}

/** The studio's line under the workspace: the print status, the notices (over nothing, and the stage keeps its size), and the zoom. */
export function StatusLine() {
  return (
    <footer className="status-line">
      <div className="status-line__status">
        <WorkspaceStatus />
      </div>
      <Notices />
      <ZoomControls />
    </footer>
  );
}
