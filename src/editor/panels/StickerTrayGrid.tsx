import { useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { useElementSize } from '../canvas/useElementSize.ts';
import { fitInside } from '../model/geometry.ts';
import { trayGridCellSize } from '../model/tray.ts';
import { TrayDragImage } from './TrayDragImage.tsx';
import { TrayPicture } from './TrayPicture.tsx';
import { useTrayGestures, type TrayDrag, type TrayScroller } from './useTrayGestures.ts';
import { useTrayImages } from './useTrayImages.ts';
import { WaitingTrayTile } from './WaitingTrayTile.tsx';

/**
 * The studio's sticker tray (DESIGN §15): the pictures as a grid that scrolls down. A mouse drags
 * one onto the case or into a frame at once, a finger after holding it 200 ms (moving before
 * scrolls); a click, or its "Add <name>" button from the keyboard, places it. No thumbnail is asked
 * for before the grid is measured (StickerTray says why).
 */
export function StickerTrayGrid() {
  const images = useTrayImages();
  const waiting = useAppSelector((state) => state.waitingPhotos);
  const gridRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(gridRef);
  const [drag, setDrag] = useState<TrayDrag | null>(null);
  const cell = size ? trayGridCellSize(size.width) : null;
  const thumbs = useMemo(() => (cell ? images.map((image) => fitInside(image, { width: cell, height: cell })) : []), [images, cell]);
  const scroller = useMemo<TrayScroller>(
    () => ({
      axis: 'y',
      offset: () => gridRef.current?.scrollTop ?? 0,
      scrollTo(offset) {
        if (gridRef.current) gridRef.current.scrollTop = offset;
      },
    }),
    [],
  );
  const suppressClick = useTrayGestures({
    trayRef: gridRef,
    scroller,
    onDragChange: setDrag,
    mouseDragsAtOnce: true,
    pictureAt: (index) => {
      const imageID = images[index]?.imageID;
      const thumb = thumbs[index];
      return imageID && thumb ? { imageID, ...thumb } : null;
    },
  });

  return (
    <div ref={gridRef} className="sticker-grid" role="region" aria-label="Sticker tray">
      {images.length === 0 && waiting.length === 0 && <p className="sticker-tray__empty">Add Stickers to bring in your photos.</p>}
      {images.map((image, index) => (
        <TrayPicture key={image.imageID} image={image} index={index} thumb={thumbs[index] ?? null} className="sticker-tray__item" wasGesture={suppressClick} />
      ))}
      {waiting.map((photo) => (
        <WaitingTrayTile key={photo.waitID} photo={photo} />
      ))}
      <TrayDragImage drag={drag} />
    </div>
  );
}
