/**
 * Collage figures (issue 20): the editor bench's design with every picture cropped and cut to a
 * shape (collageScene.ts), its drag, resize, rotate and pinch beside the raw-Konva page drawing
 * the same crops and shapes the fastest way (each sticker pre-rendered once at its on-screen
 * size), and its export.
 */
import { cropAndShape } from './collageScene.ts';
import { measureEditor } from './editor.ts';
import { exportFigure } from './editorFigures.ts';
import type { BenchSuite } from './types.ts';

async function measure() {
  const figures = await measureEditor({
    design: cropAndShape,
    scenarios: ['drag', 'resize', 'rotate', 'pinch'],
    // The gestures run on a shared 2-core machine: five rounds' median rides out a busy one.
    rounds: 5,
    full: false,
    exportFigure: (exports) => exportFigure('export 50 cropped and shaped stickers and 10 texts at 2x (Save as PNG)', exports),
  });
  // The editor suite's figure names, told apart from its own in bench-results/latest.json.
  return figures.map((figure) => ({ ...figure, name: `collage: ${figure.name.replace(/^editor: /, '')}` }));
}

export const collageSuite: BenchSuite = { name: 'collage', run: measure };
