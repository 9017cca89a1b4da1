import type { TextFont } from '../../shared/textFonts.ts';
import type { MeasureLine } from '../model/textLayout.ts';
import { cssFont } from './fontLoader.ts';

/** Lines are measured at this size and scaled to em, so rounding in the browser is negligible. */
const measureSizePx = 100;

let context: CanvasRenderingContext2D | null = null;

function measuringContext(): CanvasRenderingContext2D {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('This browser cannot measure text (no 2D canvas).');
  return context;
}

/**
 * Measures lines in a loaded font, in em: the advance and how far the ink reaches on each side
 * (script fonts' swashes reach past the advance). The font must be loaded (fontLoader), or the
 * browser measures its fallback.
 */
export function measureLineIn(font: TextFont): MeasureLine {
  const ctx = measuringContext();
  return (line) => {
    ctx.font = cssFont(font, measureSizePx);
    const metrics = ctx.measureText(line);
    return {
      width: metrics.width / measureSizePx,
      inkLeft: metrics.actualBoundingBoxLeft / measureSizePx,
      inkRight: metrics.actualBoundingBoxRight / measureSizePx,
    };
  };
}
