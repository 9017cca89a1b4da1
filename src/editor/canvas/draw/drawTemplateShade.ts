import type { TemplateGeometry } from '../../../shared/catalog/templateGeometry.ts';
import { addRoundedRect } from './paths.ts';

/**
 * Dims the print area outside the case's back (the edges the print wraps round) and darkens
 * the camera cut-out, in template units. The model's outline is drawn over it.
 */
export function drawTemplateShade(ctx: CanvasRenderingContext2D, template: TemplateGeometry): void {
  ctx.beginPath();
  ctx.rect(0, 0, template.width, template.height);
  addRoundedRect(ctx, template.caseBack);
  ctx.fillStyle = 'rgba(20, 26, 27, 0.5)';
  ctx.fill('evenodd');
  ctx.beginPath();
  addRoundedRect(ctx, template.cameraCutout);
  ctx.fillStyle = 'rgba(12, 14, 15, 0.88)';
  ctx.fill();
}
