/**
 * Library art and curved text figures (issue 34, DESIGN §10): the editor bench's design with 20
 * emoji, 10 shapes and 5 curved texts (artScene.ts), its drag, resize, rotate and pinch beside
 * the raw-Konva page drawing the same art the fastest way (each item pre-rendered once as a
 * bitmap of its on-screen size), and its export.
 */
import { withArt } from './artScene.ts';
import { measureEditor } from './editor.ts';
import { exportFigure } from './editorFigures.ts';
import type { BenchSuite } from './types.ts';

async function measure() {
  const figures = await measureEditor({
    design: withArt,
    scenarios: ['drag', 'resize', 'rotate', 'pinch'],
    // The gestures run on a shared 2-core machine: five rounds' median rides out a busy one.
    rounds: 5,
    full: false,
    exportFigure: (exports) => exportFigure('export 20 emoji, 10 shapes, 5 curved texts among 20 pictures and 5 texts at 2x (Save as PNG)', exports),
  });
  // The editor suite's figure names, told apart from its own in bench-results/latest.json.
  return figures.map((figure) => ({ ...figure, name: `art: ${figure.name.replace(/^editor: /, '')}` }));
}

export const artSuite: BenchSuite = { name: 'art', run: measure };
