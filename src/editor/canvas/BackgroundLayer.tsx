import { memo } from 'react';
import { Layer, Shape } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { selectBackdrop, selectShownBackgroundImageID } from '../state/selectors.ts';
import { drawBackground } from './draw/drawDesign.ts';
import { useProxy } from './useProxy.ts';

/**
 * The design's background: colour and background image over the template's whole rectangle
 * (the print area). A separate layer so that moving a sticker never redraws it.
 */
export const BackgroundLayer = memo(function BackgroundLayer({
  template,
  pixelsPerUnit,
}: {
  template: TemplateGeometry;
  pixelsPerUnit: number;
}) {
  const color = useAppSelector((state) => selectBackdrop(state).backgroundColor);
  const imageID = useAppSelector(selectShownBackgroundImageID);
  const bitmap = useProxy(imageID ?? '', Math.max(template.width, template.height) * pixelsPerUnit);
  const image = imageID ? bitmap : null;
  return (
    <Layer listening={false} name="background">
      <Shape
        width={template.width}
        height={template.height}
        perfectDrawEnabled={false}
        sceneFunc={(context) => drawBackground(context._context, template, color, image)}
      />
    </Layer>
  );
});
