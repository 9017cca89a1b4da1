/**
 * The photo picker that fills an empty frame (issue 32). A tap on a frame opens it from within
 * the tap's own event (browsers open a file picker only during a user's gesture), so the canvas
 * calls the picker the panels registered directly, not through the store.
 */
type Opener = (frameID: string) => void;

let opener: Opener | null = null;

/** Makes `open` the picker for frames; the returned function takes it back. */
export function registerFramePicker(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/** Opens the photo picker for this frame, if the editor shows one. */
export function pickPhotoForFrame(frameID: string): void {
  opener?.(frameID);
}
