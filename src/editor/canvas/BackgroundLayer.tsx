import { memo } from 'react';
import { Layer, Shape } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { drawBackground } from './draw/drawDesign.ts';
import { GhostsShape } from './GhostsShape.tsx';
import { useProxy } from './useProxy.ts';

/**
 * The design's static part: background colour, background image and the ghosts. A separate
 * layer so that moving a sticker never redraws it.
 */
export const BackgroundLayer = memo(function BackgroundLayer({
  template,
  pixelsPerUnit,
}: {
  template: TemplateGeometry;
  pixelsPerUnit: number;
}) {
  const color = useAppSelector((state) => state.settings.backgroundColor);
  const showImage = useAppSelector(
    (state) => state.settings.showBackgroundImage && state.settings.hasBackgroundImage,
  );
  const ghostsEnabled = useAppSelector((state) => state.settings.ghostsEnabled);
  const revision = useAppSelector((state) => state.editor.backgroundRevision);
  const bitmap = useProxy(
    showImage ? backgroundImageKey : '',
    Math.max(template.width, template.height) * pixelsPerUnit,
    revision,
  );
  const image = showImage ? bitmap : null;
  return (
    <Layer listening={false} name="design-background">
      <Shape
        width={template.width}
        height={template.height}
        perfectDrawEnabled={false}
        sceneFunc={(context) => drawBackground(context._context, template, color, image)}
      />
      {ghostsEnabled && <GhostsShape template={template} pixelsPerUnit={pixelsPerUnit} />}
    </Layer>
  );
});
