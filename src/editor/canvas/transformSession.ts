import type Konva from 'konva';
import type { NodeGeometry } from '../model/transform.ts';

/**
 * The transform in progress through the Transformer: the sticker's node and its geometry when
 * the transform started, so a second finger can put it back exactly.
 */
interface Session {
  node: Konva.Node;
  start: NodeGeometry;
  cancelled: boolean;
}

const sessions = new WeakMap<Konva.Transformer, Session>();

/**
 * The node's geometry in template units, its scale folded into its size. A flipped node is drawn
 * with scaleX −1; Konva's Transformer may leave it as scaleY −1 turned a further 180°, the same
 * picture, which is read back as the flipped item's own rotation.
 */
function geometryOf(node: Konva.Node): NodeGeometry {
  return {
    x: node.x(),
    y: node.y(),
    width: node.width() * Math.abs(node.scaleX()),
    height: node.height() * Math.abs(node.scaleY()),
    rotation: node.rotation() + (node.scaleY() < 0 ? 180 : 0),
  };
}

/**
 * Sets a sticker node to `geometry` with scale ±1 (−1 across when it is drawn mirrored) and its
 * pivot at its centre, as StickerNode renders it.
 */
export function placeNode(node: Konva.Node, geometry: NodeGeometry): void {
  const { x, y, width, height, rotation } = geometry;
  const scaleX = node.scaleX() * node.scaleY() < 0 ? -1 : 1;
  node.setAttrs({ x, y, width, height, rotation, scaleX, scaleY: 1, skewX: 0, skewY: 0, offsetX: width / 2, offsetY: height / 2 });
}

/** transformstart: remembers where the sticker was. */
export function beginTransform(transformer: Konva.Transformer): void {
  const node = transformer.nodes()[0];
  if (node) sessions.set(transformer, { node, start: geometryOf(node), cancelled: false });
}

/** The geometry of the sticker being transformed right now, or null when no transform runs. */
export function transformingGeometry(transformer: Konva.Transformer): NodeGeometry | null {
  const session = sessions.get(transformer);
  return session ? geometryOf(session.node) : null;
}

/** Stops the transform in progress (a second finger); its transformend then puts the sticker back. */
export function cancelTransform(transformer: Konva.Transformer): void {
  const session = sessions.get(transformer);
  if (!session || !transformer.isTransforming()) return;
  session.cancelled = true;
  transformer.stopTransform();
}

/**
 * transformend: the sticker's new geometry (its node reset to scale 1 at that size), or null
 * when the transform was cancelled and the sticker is back where it started.
 */
export function finishTransform(transformer: Konva.Transformer): NodeGeometry | null {
  const session = sessions.get(transformer);
  sessions.delete(transformer);
  if (!session) return null;
  const geometry = session.cancelled ? session.start : geometryOf(session.node);
  placeNode(session.node, geometry);
  session.node.getLayer()?.batchDraw();
  return session.cancelled ? null : geometry;
}
