/**
 * Collage figures (issue 20): the editor bench's design with every picture cropped and cut to a
 * shape (collageScene.ts), its drag, resize, rotate and pinch beside the raw-Konva page drawing
 * the same crops and shapes the fastest way (each sticker pre-rendered once at its on-screen
 * size), and its export.
 */
import { cropAndShape } from './collageScene.ts';
import { measureDesignVariant } from './editor.ts';
import type { BenchSuite } from './types.ts';

export const collageSuite: BenchSuite = {
  name: 'collage',
  run: () => measureDesignVariant('collage', cropAndShape, 'export 50 cropped and shaped stickers and 10 texts at 2x (Save as PNG)'),
};
