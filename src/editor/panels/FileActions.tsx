import { Download, Trash2 } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks.ts';
import { modalOpened } from '../state/editorSlice.ts';
import { saveDesignAsPng } from '../state/exportThunks.ts';
import { IconButton } from './IconButton.tsx';
import { ShareButton } from './ShareButton.tsx';

/** What is done with the whole design: save as PNG, share, clear the canvas (after asking). */
export function FileActions() {
  const dispatch = useAppDispatch();
  return (
    <>
      <IconButton label="Save as PNG" Icon={Download} onClick={() => void dispatch(saveDesignAsPng())} />
      <ShareButton />
      <IconButton label="Clear canvas" Icon={Trash2} onClick={() => dispatch(modalOpened({ modal: { kind: 'confirmClear' } }))} />
    </>
  );
}
