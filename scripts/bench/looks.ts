/**
 * Looks figures (issue 33): the editor bench's design with every picture in its own look and
 * slider positions (looksScene.ts), its drag, resize, rotate and pinch beside the raw-Konva page
 * drawing the same filtered bitmaps the fastest way (each filtered once at its on-screen size),
 * its export, and how soon the canvas shows a slider's move (looksSlider.ts).
 */
import { measureDesignVariant } from './editor.ts';
import { giveLooks } from './looksScene.ts';
import { measureSlider } from './looksSlider.ts';
import type { BenchSuite } from './types.ts';

export const looksSuite: BenchSuite = {
  name: 'looks',
  run: async () => [
    ...(await measureDesignVariant('looks', giveLooks, 'export 50 stickers in 50 looks and 10 texts at 2x (Save as PNG)')),
    ...(await measureSlider()),
  ],
};
