import {
  defaultScaleMargin,
  maxPanX,
  maxPanY,
  maxZoomExclusive,
  minZoomExclusive,
  pinchDistanceThreshold,
  studioFitMarginPx,
  zoomBoundMargin,
} from './constants.ts';
import { distance, midpoint } from './geometry.ts';
import type { Point, Rect, Size, Viewport } from './types.ts';

/**
 * The view onto the template: screen (CSS px, relative to the stage) = template (units) × scale +
 * (x, y). Stage sizes are CSS px, template sizes units.
 */

/** Two touch points in screen px. */
export type TouchPair = readonly [Point, Point];

/** The screen point (px) over a template point (units). */
export function templateToScreen(viewport: Viewport, point: Point): Point {
  return { x: point.x * viewport.scale + viewport.x, y: point.y * viewport.scale + viewport.y };
}

/** The template point (units) under a screen point (px). */
export function screenToTemplate(viewport: Viewport, point: Point): Point {
  return { x: (point.x - viewport.x) / viewport.scale, y: (point.y - viewport.y) / viewport.scale };
}

/** SPEC §9: the smaller of the ratios that fit the template in the stage, at most 1, minus 0.05. */
export function defaultScale(stage: Size, template: Size): number {
  return Math.min(stage.width / template.width, stage.height / template.height, 1) - defaultScaleMargin;
}

/**
 * The studio's fit (DESIGN §15): the template as large as the stage allows with studioFitMarginPx
 * round it, at most 1 (as SPEC §9's), within the zoom limits.
 */
export function studioScale(stage: Size, template: Size): number {
  const margin = 2 * studioFitMarginPx;
  return clampZoom(Math.min((stage.width - margin) / template.width, (stage.height - margin) / template.height, 1));
}

/** The viewport at `scale` that puts the template's centre on the stage's centre. */
export function centredViewport(stage: Size, template: Size, scale: number): Viewport {
  return {
    scale,
    x: (stage.width - template.width * scale) / 2,
    y: (stage.height - template.height * scale) / 2,
  };
}

/** A scale held strictly inside (0.1, 1.1) (SPEC §5): out-of-range values land 0.001 inside the bound. */
export function clampZoom(scale: number): number {
  return Math.min(Math.max(scale, minZoomExclusive + zoomBoundMargin), maxZoomExclusive - zoomBoundMargin);
}

/** The viewport zoomed to `scale` (clamped) keeping the template point under `screenPoint` (px) there. */
export function zoomAround(viewport: Viewport, screenPoint: Point, scale: number): Viewport {
  const anchor = screenToTemplate(viewport, screenPoint);
  const clamped = clampZoom(scale);
  return { scale: clamped, x: screenPoint.x - anchor.x * clamped, y: screenPoint.y - anchor.y * clamped };
}

/**
 * Two-finger pinch: zooms by the ratio of the finger distances (only when it changed by more than
 * 1 px, so a two-finger pan does not jitter the zoom) and keeps the template point that was under
 * the fingers' midpoint under their new midpoint, so the view pans with the fingers. Pass the
 * viewport and touches from the pinch's start (not the previous event): slow pinches then still
 * cross the threshold and nothing drifts. Compose with clampPan for the pan limits.
 */
export function pinch(start: Viewport, startTouches: TouchPair, touches: TouchPair): Viewport {
  const startDistance = distance(...startTouches);
  const currentDistance = distance(...touches);
  const zooms = startDistance > 0 && Math.abs(currentDistance - startDistance) > pinchDistanceThreshold;
  const scale = zooms ? clampZoom((start.scale * currentDistance) / startDistance) : start.scale;
  const anchor = screenToTemplate(start, midpoint(...startTouches));
  const centre = midpoint(...touches);
  return { scale, x: centre.x - anchor.x * scale, y: centre.y - anchor.y * scale };
}

/**
 * The viewport with its offset from the centred position (at its own scale) limited to ±300 units
 * horizontally and ±700 vertically (SPEC §5). The limits are template units, as DESIGN §4 says:
 * that keeps part of the case on screen at every zoom, where screen px would let a zoomed-out case
 * be pushed off the stage.
 */
export function clampPan(viewport: Viewport, stage: Size, template: Size): Viewport {
  const centred = centredViewport(stage, template, viewport.scale);
  const limit = (offset: number, origin: number, max: number) => {
    const units = (offset - origin) / viewport.scale;
    return Math.abs(units) <= max ? offset : origin + Math.sign(units) * max * viewport.scale;
  };
  return {
    scale: viewport.scale,
    x: limit(viewport.x, centred.x, maxPanX),
    y: limit(viewport.y, centred.y, maxPanY),
  };
}

/**
 * The view moved up just enough that `box` (template units) ends `margin` px above `bottom`
 * (stage px), e.g. the top of the text sheet: the same view when it already does. The pan
 * limits still apply (clampPan).
 */
export function liftAbove(viewport: Viewport, box: Rect, bottom: number, margin: number): Viewport {
  const boxBottom = viewport.y + (box.y + box.height) * viewport.scale;
  const overlap = boxBottom - (bottom - margin);
  return overlap > 0 ? { ...viewport, y: viewport.y - overlap } : viewport;
}

/**
 * What is drawn at `from`, shown as it looks at `to`: screen points (px) drawn at `from` move to
 * `zoom` × point + (x, y). So a copy of the stage's pixels follows the view with one transform.
 */
export function viewShift(from: Viewport, to: Viewport): { zoom: number; x: number; y: number } {
  const zoom = to.scale / from.scale;
  return { zoom, x: to.x - zoom * from.x, y: to.y - zoom * from.y };
}

/** A phone's fit (SPEC §9): the template centred at the default scale. */
export function phoneFit(stage: Size, template: Size): Viewport {
  return centredViewport(stage, template, defaultScale(stage, template));
}

/**
 * The view after the stage is resized (a notice's line, the keyboard, a rotation): fitted afresh
 * when it was the fit (or there was none), else at the same zoom with the template point that was
 * at the stage's centre at the new centre, so a view zoomed in on a detail stays on it.
 */
export function resizedViewport(viewport: Viewport | null, before: Size, after: Size, fitted: (stage: Size) => Viewport): Viewport {
  const wasFitted = fitted(before);
  if (!viewport || (viewport.scale === wasFitted.scale && viewport.x === wasFitted.x && viewport.y === wasFitted.y)) return fitted(after);
  const centre = screenToTemplate(viewport, { x: before.width / 2, y: before.height / 2 });
  return { scale: viewport.scale, x: after.width / 2 - centre.x * viewport.scale, y: after.height / 2 - centre.y * viewport.scale };
}

/** The studio's fit (DESIGN §15): the template centred at studioScale. */
export function studioFit(stage: Size, template: Size): Viewport {
  return centredViewport(stage, template, studioScale(stage, template));
}
