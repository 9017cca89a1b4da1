import type { UnitRect } from '../../../shared/catalog/templateGeometry.ts';

/** Adds a rounded rectangle to the current path (clockwise). */
export function addRoundedRect(ctx: CanvasRenderingContext2D, rect: UnitRect): void {
  const radius = Math.min(rect.cornerRadius, rect.width / 2, rect.height / 2);
  ctx.roundRect(rect.x, rect.y, rect.width, rect.height, radius);
}
