import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { CollageLayout } from '../model/collageLayouts.ts';
import { layoutCells, type LayoutOptions } from '../model/layoutCells.ts';

/** A layout drawn small on this model's case back, with its camera cut-out and the cells as the sliders set them. */
export function LayoutPreview({ layout, template, options }: { layout: CollageLayout; template: TemplateGeometry; options: LayoutOptions }) {
  const { caseBack: back, cameraCutout: camera } = template;
  return (
    <svg className="layout-preview" viewBox={`${back.x} ${back.y} ${back.width} ${back.height}`} aria-hidden="true">
      <rect x={back.x} y={back.y} width={back.width} height={back.height} rx={back.cornerRadius} className="layout-preview__back" />
      {layoutCells(layout, template, options).map((cell, index) => (
        <rect key={index} x={cell.x} y={cell.y} width={cell.width} height={cell.height} rx={cell.cornerRadius} className="layout-preview__cell" />
      ))}
      <rect x={camera.x} y={camera.y} width={camera.width} height={camera.height} rx={camera.cornerRadius} className="layout-preview__camera" />
    </svg>
  );
}
