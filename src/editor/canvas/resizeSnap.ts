import type Konva from 'konva';
import { snapResize, snapThreshold, type ResizeEdges, type SnapGuide } from '../model/snapBox.ts';
import type { SnapTargets } from '../model/snapTargets.ts';
import type { TransformBox } from '../model/transform.ts';

/** Which edges a Transformer corner anchor ('top-left', …) moves. */
function anchorEdges(anchor: string): ResizeEdges {
  return {
    x: anchor.includes('left') ? 'left' : anchor.includes('right') ? 'right' : null,
    y: anchor.includes('top') ? 'top' : anchor.includes('bottom') ? 'bottom' : null,
  };
}

/**
 * The Transformer's proposed box (stage px, as its boundBoxFunc gets it) with the dragged corner
 * snapped (model/snapBox snapResize, ratio kept: the other edge follows), and the guides lined
 * up. Only an unturned box snaps: a turned one's edges are not on the axes the guides run along.
 */
export function snappedResizeBox(
  stage: Konva.Stage,
  anchor: string | null,
  targets: SnapTargets | null,
  box: TransformBox,
): { box: TransformBox; guides: SnapGuide[] } {
  if (!targets || !anchor || Math.abs(box.rotation) > 1e-9) return { box, guides: [] };
  const scale = stage.scaleX();
  const origin = stage.position();
  const rect = { x: (box.x - origin.x) / scale, y: (box.y - origin.y) / scale, width: box.width / scale, height: box.height / scale };
  const edges = anchorEdges(anchor);
  const snap = snapResize(targets, rect, edges, snapThreshold(scale), true);
  if (snap.dx === 0 && snap.dy === 0) return { box, guides: snap.guides };
  const ratio = rect.width / rect.height;
  let { width, height } = rect;
  if (snap.dx !== 0) {
    width += edges.x === 'right' ? snap.dx : -snap.dx;
    height = width / ratio;
  } else {
    height += edges.y === 'bottom' ? snap.dy : -snap.dy;
    width = height * ratio;
  }
  const x = edges.x === 'left' ? rect.x + rect.width - width : rect.x;
  const y = edges.y === 'top' ? rect.y + rect.height - height : rect.y;
  const snapped = { x: x * scale + origin.x, y: y * scale + origin.y, width: width * scale, height: height * scale, rotation: box.rotation };
  return { box: snapped, guides: snap.guides };
}
