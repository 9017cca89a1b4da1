import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { stageRegistry } from '../../canvas/stageRegistry.ts';
import type { Size, Viewport } from '../../model/types.ts';
import { clampPan, studioFit, zoomAround } from '../../model/viewport.ts';
import { nextZoom } from '../../model/zoomSteps.ts';
import { viewportCommitted } from '../../state/editorSlice.ts';
import { selectTemplate } from '../../state/printQualitySelectors.ts';

/** The studio's zoom buttons: the scale shown, a step in or out about the stage's middle, and the fit. */
export function useZoom() {
  const dispatch = useAppDispatch();
  const viewport = useAppSelector((state) => state.editor.viewport);
  const template = useAppSelector(selectTemplate);
  const show = (view: (stage: Size, viewport: Viewport, template: Size) => Viewport) => {
    const stage = stageRegistry.stage;
    if (!stage || !viewport || !template) return;
    dispatch(viewportCommitted(view({ width: stage.width(), height: stage.height() }, viewport, template)));
  };
  const zoomTo = (scale: number) =>
    show((stage, current, shape) => clampPan(zoomAround(current, { x: stage.width / 2, y: stage.height / 2 }, scale), stage, shape));
  const scale = viewport?.scale ?? null;
  return {
    scale,
    zoomIn: scale === null || nextZoom(scale, 'in') === scale ? null : () => zoomTo(nextZoom(scale, 'in')),
    zoomOut: scale === null || nextZoom(scale, 'out') === scale ? null : () => zoomTo(nextZoom(scale, 'out')),
    fit: () => show((stage, _current, shape) => studioFit(stage, shape)),
  };
}
