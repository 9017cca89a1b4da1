import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import type { LibraryImage } from '../state/librarySlice.ts';

/** The tray's pictures in the order they were added. */
export function useTrayImages(): LibraryImage[] {
  const library = useAppSelector((state) => state.library);
  return useMemo(
    () =>
      library.trayImageIDs.flatMap((imageID) => {
        const image = library.images.find((candidate) => candidate.imageID === imageID);
        return image ? [image] : [];
      }),
    [library],
  );
}
