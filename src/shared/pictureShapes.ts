/**
 * The shapes a picture on the case can be cut to (issue 20): the editor draws and hit-tests them
 * (editor/model/shapePath), saved and shared designs name them, the server checks the names.
 */
export const shapeKinds = ['rectangle', 'roundedRectangle', 'circle', 'heart', 'star'] as const;

export type ShapeKind = (typeof shapeKinds)[number];

export function isShapeKind(value: unknown): value is ShapeKind {
  return shapeKinds.some((kind) => kind === value);
}
