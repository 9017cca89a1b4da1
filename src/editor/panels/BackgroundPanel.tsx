import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { setBackgroundImage } from '../state/backgroundThunks.ts';
import { changeBackgroundColor } from '../state/backdropCommands.ts';
import { backgroundImageShown } from '../state/designSlice.ts';
import { selectBackdrop } from '../state/selectors.ts';

/** The background's colour, image and whether the image shows: the Background tool's panel, and half of "Background & Ghosts". */
export function BackgroundPanel() {
  const dispatch = useAppDispatch();
  const { backgroundColor, showBackgroundImage, backgroundImageID } = useAppSelector(selectBackdrop);
  const hasBackgroundImage = backgroundImageID !== null;
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <section className="tool-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Background</h2>
      <div className="editor-field">
        <label htmlFor={`${id}-color`}>Colour</label>
        <input
          id={`${id}-color`}
          type="color"
          value={backgroundColor}
          onChange={(event) => dispatch(changeBackgroundColor(event.target.value))}
        />
      </div>
      <button type="button" className="button" onClick={() => fileInput.current?.click()}>
        <ImagePlus size={20} aria-hidden="true" />
        {hasBackgroundImage ? 'Change Background Image' : 'Add Background Image'}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void dispatch(setBackgroundImage(file));
        }}
      />
      <label className="editor-switch">
        Show background image
        <input
          type="checkbox"
          role="switch"
          checked={showBackgroundImage}
          disabled={!hasBackgroundImage}
          onChange={(event) => dispatch(backgroundImageShown(event.target.checked))}
        />
      </label>
    </section>
  );
}
