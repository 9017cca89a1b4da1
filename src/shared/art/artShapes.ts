import { circlePath, rays, ringOfCircles, starShape } from './artShapePaths.ts';

/**
 * The library's shapes (issue 34): one-colour outlines a shopper colours with the text colours,
 * drawn from their path at any size on screen and in print. Each path is SVG path data in a
 * box of `width`×`height` from (0, 0), which is also the shape's aspect on the case. The ids are
 * what designs save and share, and all the server accepts.
 */
export interface ArtShape {
  id: string;
  /** Shown in the library ("Add <name>"). */
  name: string;
  width: number;
  height: number;
  /** SVG path data, filled with the nonzero rule. */
  path: string;
}

const fromStar = (id: string, name: string, points: number, inner: number): ArtShape => ({ id, name, ...starShape(points, inner) });

export const artShapes: readonly ArtShape[] = [
  {
    id: 'heart',
    name: 'Heart',
    width: 100,
    height: 88,
    path: 'M50 88 C20 66 0 48 0 26 C0 11 11 0 26 0 C37 0 46 6 50 15 C54 6 63 0 74 0 C89 0 100 11 100 26 C100 48 80 66 50 88 Z',
  },
  fromStar('star', 'Star', 5, 0.42),
  { id: 'circle', name: 'Circle', width: 100, height: 100, path: circlePath(50, 50, 50) },
  fromStar('badge', 'Badge', 16, 0.86),
  {
    id: 'speech-bubble',
    name: 'Speech bubble',
    width: 100,
    height: 90,
    path: 'M14 0 H86 A14 14 0 0 1 100 14 V56 A14 14 0 0 1 86 70 H44 L18 90 L24 70 H14 A14 14 0 0 1 0 56 V14 A14 14 0 0 1 14 0 Z',
  },
  {
    id: 'thought-bubble',
    name: 'Thought bubble',
    width: 100,
    height: 94,
    path: `M10 34 A45 34 0 1 0 100 34 A45 34 0 1 0 10 34 Z ${circlePath(22, 76, 8)} ${circlePath(8, 88, 5.5)}`,
  },
  { id: 'arrow', name: 'Arrow', width: 100, height: 60, path: 'M0 20 H60 V0 L100 30 L60 60 V40 H0 Z' },
  {
    id: 'sparkle',
    name: 'Sparkle',
    width: 100,
    height: 100,
    path: 'M50 0 C54 38 62 46 100 50 C62 54 54 62 50 100 C46 62 38 54 0 50 C38 46 46 38 50 0 Z',
  },
  { id: 'flower', name: 'Flower', width: 100, height: 100, path: `${ringOfCircles(5, 50, 52, 28, 22)} ${circlePath(50, 52, 18)}` },
  { id: 'crown', name: 'Crown', width: 100, height: 80, path: 'M0 18 L26 42 L50 4 L74 42 L100 18 L90 68 H10 Z M10 72 H90 V80 H10 Z' },
  { id: 'square', name: 'Square', width: 100, height: 100, path: 'M0 0 H100 V100 H0 Z' },
  {
    id: 'rounded-square',
    name: 'Rounded square',
    width: 100,
    height: 100,
    path: 'M20 0 H80 A20 20 0 0 1 100 20 V80 A20 20 0 0 1 80 100 H20 A20 20 0 0 1 0 80 V20 A20 20 0 0 1 20 0 Z',
  },
  fromStar('triangle', 'Triangle', 3, 1),
  { id: 'diamond', name: 'Diamond', width: 80, height: 100, path: 'M40 0 L80 50 L40 100 L0 50 Z' },
  fromStar('pentagon', 'Pentagon', 5, 1),
  fromStar('hexagon', 'Hexagon', 6, 1),
  fromStar('starburst', 'Starburst', 12, 0.62),
  { id: 'moon', name: 'Moon', width: 50, height: 100, path: 'M50 0 A50 50 0 0 0 50 100 A22 50 0 0 1 50 0 Z' },
  {
    id: 'cloud',
    name: 'Cloud',
    width: 98,
    height: 60,
    path: 'M20 60 A20 20 0 0 1 20 20 A25 25 0 0 1 65 12 A20 20 0 0 1 85 35 A12.5 12.5 0 0 1 85 60 Z',
  },
  { id: 'lightning', name: 'Lightning', width: 60, height: 100, path: 'M35 0 L0 58 H26 L18 100 L60 38 H33 L45 0 Z' },
  { id: 'drop', name: 'Drop', width: 70, height: 99, path: 'M35 0 C35 0 70 40 70 64 A35 35 0 0 1 0 64 C0 40 35 0 35 0 Z' },
  { id: 'plus', name: 'Plus', width: 100, height: 100, path: 'M35 0 H65 V35 H100 V65 H65 V100 H35 V65 H0 V35 H35 Z' },
  { id: 'ribbon', name: 'Ribbon', width: 100, height: 44, path: 'M0 4 H100 L88 24 L100 44 H0 L12 24 Z' },
  { id: 'leaf', name: 'Leaf', width: 100, height: 100, path: 'M0 100 C0 40 40 0 100 0 C100 60 60 100 0 100 Z' },
  { id: 'sun', name: 'Sun', width: 100, height: 100, path: `${circlePath(50, 50, 26)} ${rays(10, 50, 50, 31, 50, 0.36)}` },
];

export const artShapeIDs = artShapes.map((shape) => shape.id) as [string, ...string[]];

export function findArtShape(id: string): ArtShape | undefined {
  return artShapes.find((shape) => shape.id === id);
}
