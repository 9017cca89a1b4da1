import type Konva from 'konva';
import { useEffect, useMemo, useRef } from 'react';
import { Shape } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { ghostDrawSize, ghostLayout, visibleGhosts } from '../model/ghosts.ts';
import { selectBackdrop, selectPlacedImageIDs } from '../state/selectors.ts';
import { useProxies } from './useProxy.ts';
import { drawGhosts } from './draw/drawGhosts.ts';

/**
 * The ghosts: one cached shape, drawn once into Konva's cache whenever the ghost settings or
 * the placed images change, so pans and sticker moves never draw a thousand images. Drawn
 * source-over; its layer's canvas is blended hard-light (GhostsLayer).
 */
export function GhostsShape({
  template,
  pixelsPerUnit,
}: {
  template: TemplateGeometry;
  pixelsPerUnit: number;
}) {
  const shapeRef = useRef<Konva.Shape>(null);
  const seed = useAppSelector((state) => selectBackdrop(state).ghostSeed);
  const freq = useAppSelector((state) => selectBackdrop(state).ghostFreq);
  const ghostSize = useAppSelector((state) => selectBackdrop(state).ghostSize);
  const opacity = useAppSelector((state) => selectBackdrop(state).ghostOpacity) / 100;
  const imageIDs = useAppSelector(selectPlacedImageIDs);
  const library = useAppSelector((state) => state.library.images);

  const ghosts = useMemo(
    () => visibleGhosts(ghostLayout(seed, template, imageIDs), freq),
    [seed, template, imageIDs, freq],
  );
  const sizes = useMemo(
    () => new Map(library.map((image) => [image.imageID, ghostDrawSize(image, ghostSize)])),
    [library, ghostSize],
  );
  const requests = useMemo(
    () =>
      [...new Set(imageIDs)].map((imageID) => {
        const size = sizes.get(imageID);
        return { imageID, longSidePx: size ? Math.max(size.width, size.height) * pixelsPerUnit : 64 };
      }),
    [imageIDs, sizes, pixelsPerUnit],
  );
  const bitmaps = useProxies(requests, { priority: 'ghosts' });

  useEffect(() => {
    const shape = shapeRef.current;
    if (!shape) return;
    shape.clearCache();
    const drawn = ghosts.length > 0 && bitmaps.size > 0;
    if (drawn) shape.cache({ pixelRatio: Math.min(2, pixelsPerUnit) });
    shape.getLayer()?.visible(drawn);
    shape.getLayer()?.batchDraw();
  }, [ghosts, bitmaps, sizes, opacity, pixelsPerUnit]);

  // Ghosts turned off: their layer goes with them.
  useEffect(() => {
    const layer = shapeRef.current?.getLayer();
    return () => {
      layer?.visible(false);
    };
  }, []);

  return (
    <Shape
      ref={shapeRef}
      name="ghost-drawing"
      width={template.width}
      height={template.height}
      perfectDrawEnabled={false}
      sceneFunc={(context) =>
        drawGhosts(context._context, template, ghosts, bitmaps, sizes, opacity)
      }
    />
  );
}
