import { unitsPerMm } from '../../shared/catalog/templateGeometry.ts';

/**
 * The selection's numbers as the shopper reads and types them (issue 48, DESIGN §15):
 * millimetres of the printed case, 10 template units each.
 */

/** Millimetres in template units, with the float noise of the product (12.3 × 10) rounded away. */
export function unitsOfMm(mm: number): number {
  return Math.round(mm * unitsPerMm * 1e6) / 1e6;
}

/** Template units in millimetres, to the hundredth (a tenth of a unit): what a number field shows. */
export function mmOfUnits(units: number): number {
  return Math.round((units / unitsPerMm) * 100) / 100;
}
