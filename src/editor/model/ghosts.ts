import { ghostCellCount, ghostJitter } from './constants.ts';
import type { Ghost, Size } from './types.ts';

/**
 * Ghosts (SPEC §9): about 1000 grid cells over the template, one scattered copy of a sticker image
 * per cell, jittered and rotated. A ghost's x, y is its centre in template units.
 */

/** A seeded PRNG (mulberry32): the same seed gives the same sequence of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Columns and rows giving about 1000 near-square cells over a template (units). */
export function ghostGrid(template: Size): { columns: number; rows: number } {
  const columns = Math.max(1, Math.round(Math.sqrt((ghostCellCount * template.width) / template.height)));
  return { columns, rows: Math.max(1, Math.round(ghostCellCount / columns)) };
}

/**
 * One ghost per grid cell: its centre moved from the cell's centre by up to 30% of the cell size
 * on each axis, a random rotation (degrees), and an image drawn from `imageIDs`. The ghosts come in
 * a seeded random order, so any leading share of them is spread over the whole template. Positions
 * depend only on the seed and template; images on the seed and list, so a changed list reassigns
 * images without moving anything. No images, no ghosts.
 */
export function ghostLayout(seed: number, template: Size, imageIDs: readonly string[]): Ghost[] {
  if (imageIDs.length === 0) return [];
  const { columns, rows } = ghostGrid(template);
  const cellWidth = template.width / columns;
  const cellHeight = template.height / rows;
  const placeRandom = mulberry32(seed);
  const jitter = () => (placeRandom() * 2 - 1) * ghostJitter;
  const cells = Array.from({ length: columns * rows }, (_, cell) => ({
    x: ((cell % columns) + 0.5 + jitter()) * cellWidth,
    y: (Math.floor(cell / columns) + 0.5 + jitter()) * cellHeight,
    rotation: placeRandom() * 360,
    order: placeRandom(),
  }));
  cells.sort((a, b) => a.order - b.order);
  const imageRandom = mulberry32(~seed);
  return cells.map(({ x, y, rotation }) => ({
    x,
    y,
    rotation,
    imageID: imageIDs[Math.floor(imageRandom() * imageIDs.length)] ?? '',
  }));
}

/**
 * The ghosts shown at a frequency of 1–10: the first ghostFreq/10 of the layout, so a higher
 * frequency shows a superset of a lower one.
 */
export function visibleGhosts(layout: readonly Ghost[], ghostFreq: number): Ghost[] {
  const share = Math.min(Math.max(ghostFreq, 0), 10) / 10;
  return layout.slice(0, Math.round(layout.length * share));
}

/** A ghost's drawn size: ghostSize (1–200) thousandths of its image's size, in the image's unit. */
export function ghostDrawSize(imageSize: Size, ghostSize: number): Size {
  return { width: (imageSize.width * ghostSize) / 1000, height: (imageSize.height * ghostSize) / 1000 };
}

/** Ghost opacity (0–1) from the ghostOpacity setting (1–100). */
export function ghostOpacity(setting: number): number {
  return setting / 100;
}
