import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Stage } from 'react-konva';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks.ts';
import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { Size, Viewport } from '../model/types.ts';
import { resizedViewport } from '../model/viewport.ts';
import { viewportCommitted } from '../state/editorSlice.ts';
import { BackgroundLayer } from './BackgroundLayer.tsx';
import { CropLayer } from './CropLayer.tsx';
import { GhostsLayer } from './GhostsLayer.tsx';
import { PrintQualityBadges } from './PrintQualityBadges.tsx';
import { stageRegistry } from './stageRegistry.ts';
import { StickersLayer } from './StickersLayer.tsx';
import { SelectionLayer } from './SelectionLayer.tsx';
import { TemplateOverlay } from './TemplateOverlay.tsx';
import { useCanvasGestures } from './useCanvasGestures.ts';
import { useElementSize } from './useElementSize.ts';
import { useFirstReveal } from './useFirstReveal.ts';
import { useDesignThumbnail } from './useDesignThumbnail.ts';
import { usePreparedPrint } from './usePreparedPrint.ts';
import { WatermarkLayer } from './WatermarkLayer.tsx';

/** How the template is fitted to the stage: a phone's (SPEC §9) or the studio's (model/viewport). */
export type StageFit = (stage: Size, template: Size) => Viewport;

/**
 * The canvas: composes the layers, back to front watermark, background, ghosts, stickers,
 * template overlay (with a phone's print-quality badges; the studio says it in its status line),
 * selection, and crop mode's layer (DESIGN §5). A change of the area's size (window resize,
 * rotation, tray toggle, a notice) refits the template, or keeps a zoomed-in view's zoom and centre
 * (model/viewport resizedViewport); nothing of the design changes.
 */
export function DesignStage({
  model,
  template,
  fit,
  showsQualityBadges,
}: {
  model: PhoneModel;
  template: TemplateGeometry;
  fit: StageFit;
  showsQualityBadges: boolean;
}) {
  const dispatch = useAppDispatch();
  const areaRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Konva.Stage | null>(null);
  const size = useElementSize(areaRef);
  const viewport = useAppSelector((state) => state.editor.viewport);
  const reveal = useFirstReveal();
  usePreparedPrint(reveal.settled);
  useDesignThumbnail(stage, template, reveal.settled);

  const store = useAppStore();
  const fittedTo = useRef<{ size: Size; template: TemplateGeometry; fit: StageFit } | null>(null);
  useEffect(() => {
    if (!size || size.width === 0 || size.height === 0) return;
    const last = fittedTo.current;
    const fitted = (stageSize: Size) => fit(stageSize, template);
    // Another model or layout is fitted afresh; the same one resized keeps a zoomed-in view.
    const resized = last && last.template === template && last.fit === fit;
    dispatch(viewportCommitted(resized ? resizedViewport(store.getState().editor.viewport, last.size, size, fitted) : fitted(size)));
    fittedTo.current = { size, template, fit };
  }, [dispatch, store, size, template, fit]);

  useEffect(() => {
    stageRegistry.stage = stage;
    return () => {
      stageRegistry.stage = null;
    };
  }, [stage]);
  useCanvasGestures(stage, template);

  const pixelsPerUnit = (viewport?.scale ?? 1) * window.devicePixelRatio;
  return (
    <div
      ref={areaRef}
      className={reveal.revealed ? 'editor-stage' : 'editor-stage editor-stage--unrevealed'}
      data-testid="design-stage"
    >
        {size && viewport && (
          <Stage
            ref={setStage}
            width={size.width}
            height={size.height}
            x={viewport.x}
            y={viewport.y}
            scaleX={viewport.scale}
            scaleY={viewport.scale}
          >
            <WatermarkLayer />
            <BackgroundLayer template={template} pixelsPerUnit={pixelsPerUnit} />
            {/* From the start, so that a reload's ghosts are decoded (first: bitmapCache) and drawn by the reveal. */}
            <GhostsLayer template={template} pixelsPerUnit={pixelsPerUnit} />
            <StickersLayer
              pixelsPerUnit={pixelsPerUnit}
              onItemShown={reveal.itemShown}
              onItemsPlaced={reveal.itemsPlaced}
            />
            <TemplateOverlay model={model} template={template}>
              {showsQualityBadges && <PrintQualityBadges scale={viewport.scale} />}
            </TemplateOverlay>
            {reveal.settled && <SelectionLayer scale={viewport.scale} />}
            <CropLayer scale={viewport.scale} />
          </Stage>
        )}
    </div>
  );
}
