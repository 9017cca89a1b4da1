import { CirclePlay, Download, House, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { pagePaths } from '../../shared/routes.ts';
import { modalOpened } from '../state/editorSlice.ts';
import { saveDesignAsPng } from '../state/exportThunks.ts';
import { selectModelLabel } from '../state/selectors.ts';
import { TutorialTooltip } from './TutorialTooltip.tsx';

/** Left rail: the model label (back to the picker), home, tutorial video, save as PNG, clear canvas. */
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
        <button
          type="button"
          className="editor-icon-button"
          aria-label="Tutorial video"
          onClick={() => dispatch(modalOpened({ modal: { kind: 'tutorial' } }))}
        >
          <CirclePlay size={22} aria-hidden="true" />
        </button>
        <TutorialTooltip />
      </div>
      <button
        type="button"
        className="editor-icon-button"
        aria-label="Save as PNG"
        onClick={() => void dispatch(saveDesignAsPng())}
      >
        <Download size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="editor-icon-button"
        aria-label="Clear canvas"
        onClick={() => dispatch(modalOpened({ modal: { kind: 'confirmClear' } }))}
      >
        <Trash2 size={22} aria-hidden="true" />
      </button>
    </nav>
  );
}
