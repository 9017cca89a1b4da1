import { CirclePlay, Download, House, LayoutDashboard, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { pagePaths } from '../../shared/routes.ts';
import { openCollage } from '../state/collageCommands.ts';
import { modalOpened } from '../state/editorSlice.ts';
import { saveDesignAsPng } from '../state/exportThunks.ts';
import { selectModelLabel } from '../state/selectors.ts';
import { LayersButton } from './LayersButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { TemplatesButton } from './TemplatesButton.tsx';
import { TutorialTooltip } from './TutorialTooltip.tsx';

function RailButton({ label, Icon, onClick, focusReturn }: { label: string; Icon: LucideIcon; onClick: () => void; focusReturn?: string }) {
  return (
    <button type="button" className="editor-icon-button" aria-label={label} data-focus-return={focusReturn} onClick={onClick}>
      <Icon size={22} aria-hidden="true" />
    </button>
  );
}

/** Left rail: the model label (back to the picker), home, tutorial video, templates, collage, layers, save as PNG, share, clear canvas. */
export function SideRail() {
  const dispatch = useAppDispatch();
  const label = useAppSelector(selectModelLabel);
  return (
    <nav className="editor-rail" aria-label="Editor">
      <Link
        className="editor-rail__label"
        to={pagePaths.caseConfiguration}
        aria-label={`${label}: change phone model`}
      >
        {label}
      </Link>
      <Link className="editor-icon-button" to={pagePaths.landing} aria-label="Home">
        <House size={22} aria-hidden="true" />
      </Link>
      <div className="editor-rail__tutorial">
        <RailButton
          label="Tutorial video"
          Icon={CirclePlay}
          onClick={() => dispatch(modalOpened({ modal: { kind: 'tutorial' } }))}
        />
        <TutorialTooltip />
      </div>
      <TemplatesButton />
      {/* Also where the focus goes back to when the sheet "Make a collage" opened closes, its offer gone. */}
      <RailButton label="Collage" Icon={LayoutDashboard} onClick={() => dispatch(openCollage())} focusReturn="collage" />
      <LayersButton />
      <RailButton label="Save as PNG" Icon={Download} onClick={() => void dispatch(saveDesignAsPng())} />
      <ShareButton />
      <RailButton
        label="Clear canvas"
        Icon={Trash2}
        onClick={() => dispatch(modalOpened({ modal: { kind: 'confirmClear' } }))}
      />
    </nav>
  );
}
