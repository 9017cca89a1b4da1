import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { warmDecodeWorkers } from '../assets/decodeImage.ts';
import { registerFramePicker } from '../canvas/framePicker.ts';
import { fillFrameWithFile } from '../state/frameCommands.ts';

/**
 * The photo picker of empty frames (issue 32): a tap on a frame (canvas/framePicker) or its
 * "Add photo" opens it, and the chosen photo is stored and put in that frame.
 */
export function FramePhotoInput() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const frameID = useRef<string | null>(null);
  useEffect(
    () =>
      registerFramePicker((id) => {
        frameID.current = id;
        warmDecodeWorkers();
        input.current?.click();
      }),
    [],
  );
  return (
    <input
      ref={input}
      type="file"
      accept="image/*,.heic,.heif"
      hidden
      aria-label="Photo for the frame"
      onChange={(event) => {
        const [file] = Array.from(event.target.files ?? []);
        event.target.value = '';
        const id = frameID.current;
        if (file && id) void dispatch(fillFrameWithFile(id, file));
      }}
    />
  );
}
