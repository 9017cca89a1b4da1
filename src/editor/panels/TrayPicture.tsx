import type { CSSProperties } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import type { Size } from '../model/types.ts';
import type { LibraryImage } from '../state/librarySlice.ts';
import { placeSticker } from '../state/stickerCommands.ts';
import { TrayThumb } from './TrayThumb.tsx';

/**
 * A tray picture: its "Add <name>" button, which places it on the case (DESIGN §9) unless the
 * press was a scroll or a drag (`wasGesture`), showing its thumbnail at `thumb` (null: not yet measured).
 */
export function TrayPicture({
  image,
  index,
  thumb,
  className,
  style,
  wasGesture,
}: {
  image: LibraryImage;
  index: number;
  thumb: Size | null;
  className: string;
  style?: CSSProperties;
  wasGesture: () => boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      data-index={index}
      aria-label={`Add ${image.name}`}
      style={style}
      onClick={() => {
        if (!wasGesture()) dispatch(placeSticker({ imageID: image.imageID }));
      }}
    >
      {thumb && <TrayThumb imageID={image.imageID} width={thumb.width} height={thumb.height} />}
    </button>
  );
}
