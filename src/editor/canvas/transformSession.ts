import type Konva from 'konva';
import type { NodeGeometry } from '../model/transform.ts';
import type { Size } from '../model/types.ts';

/**
 * The transform in progress through the Transformer: the nodes of the selected stickers and
 * their geometry when the transform started, so a second finger can put them back exactly.
 */
interface Session {
  nodes: { node: Konva.Node; start: NodeGeometry }[];
  cancelled: boolean;
}

/** A sticker's geometry after a transform, by its item's id (its node's id). */
export type TransformedGeometry = NodeGeometry & { itemID: string };

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

/** transformstart: remembers where the stickers were. */
export function beginTransform(transformer: Konva.Transformer): void {
  const nodes = transformer.nodes().map((node) => ({ node, start: geometryOf(node) }));
  if (nodes.length > 0) sessions.set(transformer, { nodes, cancelled: false });
}

/** The geometry of the single sticker being transformed right now, or null (no transform, or several). */
export function transformingGeometry(transformer: Konva.Transformer): NodeGeometry | null {
  const nodes = sessions.get(transformer)?.nodes;
  return nodes?.length === 1 && nodes[0] ? geometryOf(nodes[0].node) : null;
}

/** The sizes (units) of the stickers the Transformer spans, as their nodes show them now. */
export function transformedSizes(transformer: Konva.Transformer): Size[] {
  return transformer.nodes().map((node) => {
    const { width, height } = geometryOf(node);
    return { width, height };
  });
}

/** Stops the transform in progress (a second finger); its transformend then puts the sticker back. */
export function cancelTransform(transformer: Konva.Transformer): void {
  const session = sessions.get(transformer);
  if (!session || !transformer.isTransforming()) return;
  session.cancelled = true;
  transformer.stopTransform();
}

/**
 * transformend: the stickers' new geometry (their nodes reset to scale ±1 at that size), or null
 * when the transform was cancelled and the stickers are back where they started.
 */
export function finishTransform(transformer: Konva.Transformer): TransformedGeometry[] | null {
  const session = sessions.get(transformer);
  sessions.delete(transformer);
  if (!session) return null;
  const geometries = session.nodes.map(({ node, start }) => {
    const geometry = session.cancelled ? start : geometryOf(node);
    placeNode(node, geometry);
    return { ...geometry, itemID: node.id() };
  });
  session.nodes[0]?.node.getLayer()?.batchDraw();
  return session.cancelled ? null : geometries;
}
