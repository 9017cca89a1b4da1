import { CirclePlay } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks.ts';
import { modalOpened } from '../state/editorSlice.ts';
import { IconButton } from './IconButton.tsx';
import { TutorialTooltip } from './TutorialTooltip.tsx';

/** Tutorial video, with the first-use hint beside it. */
export function TutorialButton() {
  const dispatch = useAppDispatch();
  return (
    <div className="editor-rail__tutorial">
      <IconButton label="Tutorial video" Icon={CirclePlay} onClick={() => dispatch(modalOpened({ modal: { kind: 'tutorial' } }))} />
      <TutorialTooltip />
    </div>
  );
}
