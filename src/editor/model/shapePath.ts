import type { ShapeKind } from '../../shared/pictureShapes.ts';
import type { Size } from './types.ts';

/**
 * A picture's shape as a path for a w×h box (units, from the box's top-left), drawn by the same
 * commands on Konva's clipFunc context and on the export's 2D canvas (traceShape), and hit-tested
 * from the same path (shapeHitTest.ts), so the screen, the print and a tap agree.
 */

export { shapeKinds, type ShapeKind } from '../../shared/pictureShapes.ts';

export interface ItemShape {
  kind: ShapeKind;
  /** Rounded rectangle only: corner radius in units; by default 12% of the box's shorter side. */
  cornerRadius?: number;
}

export type PathCommand =
  | { op: 'moveTo'; args: [x: number, y: number] }
  | { op: 'lineTo'; args: [x: number, y: number] }
  | { op: 'bezierCurveTo'; args: [c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number] }
  | { op: 'closePath'; args: [] };

/** What both a Konva.Context and a CanvasRenderingContext2D offer. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  closePath(): void;
}

/** Control-point distance of a cubic Bézier quarter circle, as a share of the radius. */
const quarterCircleKappa = (4 * (Math.SQRT2 - 1)) / 3;
/** A rounded rectangle's default corner radius, as a share of the box's shorter side. */
const defaultCornerShare = 0.12;

const move = (x: number, y: number): PathCommand => ({ op: 'moveTo', args: [x, y] });
const line = (x: number, y: number): PathCommand => ({ op: 'lineTo', args: [x, y] });
const close: PathCommand = { op: 'closePath', args: [] };
const curve = (c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): PathCommand => ({
  op: 'bezierCurveTo',
  args: [c1x, c1y, c2x, c2y, x, y],
});

/** A rectangle whose corners are quarter ellipses of radii rx, ry (0: square corners), clockwise from the top edge. */
function roundedPath({ width: w, height: h }: Size, rx: number, ry: number): PathCommand[] {
  if (rx <= 0 || ry <= 0) return [move(0, 0), line(w, 0), line(w, h), line(0, h), close];
  const kx = rx * (1 - quarterCircleKappa);
  const ky = ry * (1 - quarterCircleKappa);
  // An ellipse's straight edges have no length: leave them out.
  const edge = (length: number, x: number, y: number) => (length > 0 ? [line(x, y)] : []);
  return [
    move(rx, 0),
    ...edge(w - 2 * rx, w - rx, 0),
    curve(w - kx, 0, w, ky, w, ry),
    ...edge(h - 2 * ry, w, h - ry),
    curve(w, h - ky, w - kx, h, w - rx, h),
    ...edge(w - 2 * rx, rx, h),
    curve(kx, h, 0, h - ky, 0, h - ry),
    ...edge(h - 2 * ry, 0, ry),
    curve(0, ky, kx, 0, rx, 0),
    close,
  ];
}

/** The heart in a unit box: two lobes touching the top, the sides at 0.3 of the height, the tip at the bottom. */
const unitHeart: readonly (readonly number[])[] = [
  [0.5, 0.22],
  [0.45, 0.07, 0.36, 0, 0.25, 0],
  [0.1, 0, 0, 0.13, 0, 0.3],
  [0, 0.55, 0.3, 0.75, 0.5, 1],
  [0.7, 0.75, 1, 0.55, 1, 0.3],
  [1, 0.13, 0.9, 0, 0.75, 0],
  [0.64, 0, 0.55, 0.07, 0.5, 0.22],
];

function heartPath({ width: w, height: h }: Size): PathCommand[] {
  const [start = [], ...curves] = unitHeart;
  const scaled = (values: readonly number[]) => values.map((value, index) => value * (index % 2 === 0 ? w : h));
  const [sx = 0, sy = 0] = scaled(start);
  return [
    move(sx, sy),
    ...curves.map((values) => {
      const [c1x = 0, c1y = 0, c2x = 0, c2y = 0, x = 0, y = 0] = scaled(values);
      return curve(c1x, c1y, c2x, c2y, x, y);
    }),
    close,
  ];
}

/** Inner radius of a regular five-pointed star (a pentagram's outline), as a share of the outer one. */
const starInnerShare = Math.cos((72 * Math.PI) / 180) / Math.cos((36 * Math.PI) / 180);

/** A regular five-pointed star, point up, stretched so its outer points touch the box's four edges. */
function starPath({ width: w, height: h }: Size): PathCommand[] {
  const halfWidth = Math.sin((72 * Math.PI) / 180);
  const below = Math.sin((54 * Math.PI) / 180);
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 1 : starInnerShare;
    // Clockwise from the top point, so the first lands exactly on the top edge's middle.
    const radians = (36 * index * Math.PI) / 180;
    return {
      x: ((radius * Math.sin(radians) + halfWidth) / (2 * halfWidth)) * w,
      y: ((1 - radius * Math.cos(radians)) / (1 + below)) * h,
    };
  });
  return [...points.map((point, index) => (index === 0 ? move(point.x, point.y) : line(point.x, point.y))), close];
}

/**
 * The shape's outline for a `box` (units), from its top-left: the rectangle itself; a rounded
 * rectangle (radius held to half the shorter side); the ellipse touching the four edges (a circle
 * in a square box); a heart or a five-pointed star filling the box.
 */
export function shapePath(shape: ItemShape, box: Size): PathCommand[] {
  switch (shape.kind) {
    case 'rectangle':
      return roundedPath(box, 0, 0);
    case 'roundedRectangle': {
      const radius = Math.min(shape.cornerRadius ?? defaultCornerShare * Math.min(box.width, box.height), box.width / 2, box.height / 2);
      return roundedPath(box, radius, radius);
    }
    case 'circle':
      return roundedPath(box, box.width / 2, box.height / 2);
    case 'heart':
      return heartPath(box);
    case 'star':
      return starPath(box);
  }
}

/** Traces the commands on a 2D context (Konva's clipFunc context or the export canvas's); no beginPath, fill or clip. */
export function traceShape(sink: PathSink, commands: readonly PathCommand[]): void {
  for (const command of commands) {
    switch (command.op) {
      case 'moveTo':
        sink.moveTo(...command.args);
        break;
      case 'lineTo':
        sink.lineTo(...command.args);
        break;
      case 'bezierCurveTo':
        sink.bezierCurveTo(...command.args);
        break;
      case 'closePath':
        sink.closePath();
        break;
    }
  }
}
