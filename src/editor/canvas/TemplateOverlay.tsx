import { memo, useEffect, type ReactNode } from 'react';
import { Image as KonvaImage, Layer, Shape } from 'react-konva';
import useImage from 'use-image';
import {
  templatePath,
  type PhoneModel,
} from '../../shared/catalog/catalog.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { drawTemplateShade } from './draw/drawTemplateShade.ts';

/**
 * The template over the design: dims what lies outside the case's back (the edges the print
 * wraps round), shows the camera cut-out, and draws the model's outline. Never listens.
 * `children` are drawn over it in the same layer (on-screen marks such as the quality badges,
 * without a canvas of their own to composite every frame).
 */
export const TemplateOverlay = memo(function TemplateOverlay({
  model,
  template,
  children,
}: {
  model: PhoneModel;
  template: TemplateGeometry;
  children?: ReactNode;
}) {
  const path = templatePath(model.key);
  const [outline, status] = useImage(path);
  useEffect(() => {
    if (status === 'failed') console.error(`Phone template failed to load: ${path}`);
  }, [status, path]);
  return (
    <Layer listening={false} name="template-overlay">
      <Shape
        sceneFunc={(context) => drawTemplateShade(context._context, template)}
      />
      {outline && (
        <KonvaImage image={outline} x={0} y={0} width={template.width} height={template.height} />
      )}
      {children}
    </Layer>
  );
});
