import type { Size } from '../model/types.ts';

/**
 * The print file's canvas, kept between exports: making a 1650×3212 canvas and drawing on it the
 * first time cost about 100 ms of every export (editor bench). One export uses it at a time; an
 * export started while another runs draws on a canvas of its own.
 */
let kept: HTMLCanvasElement | null = null;
let inUse = false;

function newCanvas({ width, height }: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * The print file covers its whole rectangle with the background colour, so its canvas is
 * opaque: the browser then encodes it as an RGB PNG, a sixth smaller to upload than RGBA.
 */
function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  return ctx;
}

/** A canvas of `size` px, cleared, its context in its default state, for as long as `draw` runs. */
export async function withPrintCanvas<T>(size: Size, draw: (ctx: CanvasRenderingContext2D) => Promise<T>): Promise<T> {
  const reuse = !inUse && kept !== null && kept.width === size.width && kept.height === size.height;
  const canvas = reuse && kept ? kept : newCanvas(size);
  const ctx = context2d(canvas);
  // Safari before 18 has no reset(); setting the width clears the canvas and its state as well.
  if (reuse) {
    if ('reset' in ctx) ctx.reset();
    else canvas.width = size.width;
  }
  if (!inUse) kept = canvas;
  const owns = canvas === kept;
  if (owns) inUse = true;
  try {
    return await draw(ctx);
  } finally {
    if (owns) inUse = false;
  }
}

/** Makes the kept canvas ahead of the next export, if it has none of `size`. */
export function keepPrintCanvas(size: Size): Promise<void> {
  return withPrintCanvas(size, async (ctx) => {
    // The first call on a new context sets up its pixels (the 100 ms the export would pay).
    ctx.clearRect(0, 0, 1, 1);
  });
}

/** Frees the kept canvas (the editor closed). */
export function releasePrintCanvas(): void {
  if (!inUse) kept = null;
}
