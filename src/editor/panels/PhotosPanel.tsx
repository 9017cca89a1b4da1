import { StickerSection } from './StickerSection.tsx';

/** "Photos", the studio's first section: the sticker section with its tray as a grid. */
export function PhotosPanel() {
  return (
    <>
      <h2 className="section-heading">Photos</h2>
      <StickerSection tray="grid" />
    </>
  );
}
