import type Konva from 'konva';

/**
 * Shows the layer a node is in, for layers that start hidden until they first have something
 * to draw (the selection layer; the ghosts layer is shown while it has ghosts). Chromium sends
 * every visible canvas to the compositor on each frame in which any of them changed, and the
 * first few times each one costs about 15 ms of fresh shared memory on a phone-sized stage at
 * 2× (traced on a reload): an empty layer slowed the restore of a design by about a tenth
 * (issue 18 item 8). Once shown, a layer stays shown, so a gesture never waits for its canvas.
 */
export function revealLayer(node: Konva.Node): void {
  const layer = node.getLayer();
  if (layer && !layer.visible()) layer.visible(true);
}
