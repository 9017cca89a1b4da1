import type Konva from 'konva';
import { memo, useEffect, useRef } from 'react';
import { Layer } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { selectBackdrop } from '../state/selectors.ts';
import { GhostsShape } from './GhostsShape.tsx';

/** SPEC §9's blend; exportDesign composites the ghosts with the same globalCompositeOperation. */
const ghostsBlendMode = 'hard-light';

/**
 * The ghosts' own layer, over the background. Its canvas is blended with the layers below it
 * by CSS mix-blend-mode, the same hard-light the export composites the ghosts with, so the
 * screen and the print file look alike although the two are separate canvases here.
 */
export const GhostsLayer = memo(function GhostsLayer({
  template,
  pixelsPerUnit,
}: {
  template: TemplateGeometry;
  pixelsPerUnit: number;
}) {
  const layerRef = useRef<Konva.Layer>(null);
  const enabled = useAppSelector((state) => selectBackdrop(state).ghostsEnabled);
  useEffect(() => {
    const canvas = layerRef.current?.getNativeCanvasElement();
    if (canvas) canvas.style.mixBlendMode = ghostsBlendMode;
  }, []);
  return (
    // Shown by GhostsShape while it has ghosts drawn: an empty canvas still costs each frame (layerReveal.ts).
    <Layer ref={layerRef} name="ghosts" listening={false} visible={false}>
      {enabled && <GhostsShape template={template} pixelsPerUnit={pixelsPerUnit} />}
    </Layer>
  );
});
