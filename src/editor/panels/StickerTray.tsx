import { useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { useElementSize } from '../canvas/useElementSize.ts';
import { trayLayout } from '../model/tray.ts';
import { TrayDragImage } from './TrayDragImage.tsx';
import { TrayPicture } from './TrayPicture.tsx';
import { useStripScroller } from './useStripScroller.ts';
import { useTrayGestures, type TrayDrag } from './useTrayGestures.ts';
import { useTrayImages } from './useTrayImages.ts';
import { WaitingTrayTile, waitingTileSize } from './WaitingTrayTile.tsx';

/**
 * The sticker tray (SPEC §9): pictures 20 px apart at the tray's height minus 150 px, scrolled
 * with inertia; a 200 ms press drags one onto the case. The SPEC's tray height is the whole
 * sticker section, controls included. Each picture is also a button
 * "Add <name>" that puts it in the middle of the case, for keyboards and screen readers.
 * `sectionHeight` is null until the section is measured: no thumbnail is asked for before, as
 * one made at a guessed size would be wasted work that the canvas's decodes wait behind on a reload.
 */
export function StickerTray({ sectionHeight }: { sectionHeight: number | null }) {
  const images = useTrayImages();
  const waiting = useAppSelector((state) => state.waitingPhotos);
  const trayRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(trayRef);
  const [drag, setDrag] = useState<TrayDrag | null>(null);

  // The photos waiting for a connection follow the pictures; nothing drags them.
  const layout = useMemo(
    () => trayLayout([...images, ...waiting.map(() => waitingTileSize)], sectionHeight ?? 0),
    [images, waiting, sectionHeight],
  );
  const scroller = useStripScroller(stripRef, layout.contentWidth, size?.width ?? 0);
  const suppressClick = useTrayGestures({
    trayRef,
    scroller,
    onDragChange: setDrag,
    pictureAt: (index) => {
      const imageID = images[index]?.imageID;
      const sticker = layout.stickers[index];
      return imageID && sticker ? { imageID, width: sticker.width, height: sticker.height } : null;
    },
  });
  const top = size ? Math.max(0, (size.height - (layout.stickers[0]?.height ?? 0)) / 2) : 0;

  return (
    <div ref={trayRef} className="sticker-tray" role="region" aria-label="Sticker tray">
      {images.length === 0 && waiting.length === 0 && (
        <p className="sticker-tray__empty">Tap Add Stickers to bring in your photos.</p>
      )}
      <div ref={stripRef} className="sticker-tray__strip" style={{ width: layout.contentWidth }}>
        {images.map((image, index) => {
          const sticker = layout.stickers[index];
          if (!sticker) return null;
          return (
            <TrayPicture
              key={image.imageID}
              image={image}
              index={index}
              thumb={sectionHeight === null ? null : sticker}
              className="sticker-tray__item"
              style={{ left: sticker.left, top, width: sticker.width, height: sticker.height }}
              wasGesture={suppressClick}
            />
          );
        })}
        {waiting.map((photo, index) => {
          const tile = layout.stickers[images.length + index];
          if (!tile) return null;
          return <WaitingTrayTile key={photo.waitID} photo={photo} style={{ left: tile.left, top, width: tile.width, height: tile.height }} />;
        })}
      </div>
      <TrayDragImage drag={drag} />
    </div>
  );
}
