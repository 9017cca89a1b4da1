import type { DragEvent } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { imagesFromDrop } from '../assets/importImages.ts';
import { addStickerFiles } from '../state/libraryThunks.ts';

/** Handlers that let files dropped anywhere on the editor become stickers. */
export function useDropImport() {
  const dispatch = useAppDispatch();
  return {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes('Files')) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const files = imagesFromDrop(event.nativeEvent);
      if (!files.length) return;
      event.preventDefault();
      void dispatch(addStickerFiles(files));
    },
  };
}
