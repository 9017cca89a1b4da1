import { Eraser, ImagePlus, Smile, Type } from 'lucide-react';
import { useRef } from 'react';
import { useElementSize } from '../canvas/useElementSize.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { warmDecodeWorkers } from '../assets/decodeImage.ts';
import { imagesFromClipboard } from '../assets/importImages.ts';
import { addStickerFiles, clearTray } from '../state/libraryThunks.ts';
import { addText } from '../state/textCommands.ts';
import { CollageOffer } from './CollageOffer.tsx';
import { SectionButton } from './sections/SectionButton.tsx';
import { artSectionID } from '../state/sectionsSlice.ts';
import { StickerTray } from './StickerTray.tsx';
import { StickerTrayGrid } from './StickerTrayGrid.tsx';

/**
 * The sticker section: add pictures (picker, paste from a phone keyboard), clear, Make a collage,
 * the tray. A phone shows it under the canvas with the tray as a strip, and Add Text and Emoji &
 * Shapes beside Add Stickers; the studio's Photos section shows it with the tray as a grid (its
 * text and art have sections of their own).
 */
export function StickerSection({ tray }: { tray: 'strip' | 'grid' }) {
  const dispatch = useAppDispatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const sectionSize = useElementSize(sectionRef);
  const importing = useAppSelector((state) => state.editor.importsPending > 0);
  const hasTray = useAppSelector((state) => state.library.trayImageIDs.length > 0);
  const isStrip = tray === 'strip';
  return (
    <section ref={sectionRef} className={`sticker-section sticker-section--${tray}`} aria-label="Stickers">
      <div className="sticker-section__controls">
        <button
          type="button"
          className="editor-primary"
          onClick={() => {
            warmDecodeWorkers();
            fileInput.current?.click();
          }}
        >
          <ImagePlus size={18} aria-hidden="true" className="editor-primary__icon" />
          Add Stickers
        </button>
        {isStrip && (
          <>
            <button type="button" className="editor-primary" onClick={() => void dispatch(addText())}>
              <Type size={18} aria-hidden="true" className="editor-primary__icon" />
              Add Text
            </button>
            <SectionButton sectionID={artSectionID} className="editor-primary">
              <Smile size={18} aria-hidden="true" className="editor-primary__icon" />
              Emoji &amp; Shapes
            </SectionButton>
          </>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          hidden
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void dispatch(addStickerFiles(files));
          }}
        />
        <input
          className="sticker-section__paste"
          readOnly
          aria-label="Add Stickers from keyboard."
          placeholder="Add Stickers from keyboard."
          onPaste={(event) => {
            event.preventDefault();
            void dispatch(addStickerFiles(imagesFromClipboard(event.nativeEvent)));
          }}
        />
        <button
          type="button"
          className="editor-icon-button"
          aria-label="Clear tray"
          disabled={!hasTray}
          onClick={() => void dispatch(clearTray())}
        >
          <Eraser size={20} aria-hidden="true" />
        </button>
      </div>
      <CollageOffer />
      {isStrip ? <StickerTray sectionHeight={sectionSize?.height ?? null} /> : <StickerTrayGrid />}
      {importing && (
        <p className="visually-hidden" role="status">
          Adding your pictures…
        </p>
      )}
    </section>
  );
}
