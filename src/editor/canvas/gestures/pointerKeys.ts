/** The keys held with a pointer event, and the pointer's kind. */
export interface PointerKeys {
  /** Alt (Option): no snapping for this move (issue 21). */
  alt: boolean;
  /** Shift, Ctrl or Cmd: the tapped item joins or leaves the selection. */
  toggle: boolean;
  /** A finger, not a mouse or pen: a long press adds to the selection. */
  touch: boolean;
}

export const noKeys: PointerKeys = { alt: false, toggle: false, touch: false };

/**
 * Whether Alt was held at the last pointer move over the canvas: for the Transformer's resize,
 * whose bound function gets no event.
 */
export const heldKeys = { alt: false };
