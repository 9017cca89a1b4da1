import { memo, useEffect, useState } from 'react';
import { Layer, Shape } from 'react-konva';
import { drawWatermark, makeWatermarkTile, watermarkFont } from './watermarkTile.ts';

/**
 * The diagonal brand watermark (SPEC §9) behind the design, in screen space: its own layer at
 * the back of the stage, filled once per canvas size and screen density (a view change or a
 * sticker gesture leaves its pixels as they are). On screen only: the
 * export draws the design itself and never this layer.
 */
export const WatermarkLayer = memo(function WatermarkLayer() {
  const [tile, setTile] = useState<HTMLCanvasElement | null>(null);
  useEffect(() => {
    let live = true;
    const update = () => {
      if (live) setTile(makeWatermarkTile(window.devicePixelRatio));
    };
    // Drawn with the self-hosted font once it is loaded (not once every font is: a restored
    // design's text fonts come later), and again when the screen's density changes.
    void document.fonts.load(watermarkFont(window.devicePixelRatio)).then(update, update);
    const resolution = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    resolution.addEventListener('change', update);
    return () => {
      live = false;
      resolution.removeEventListener('change', update);
    };
  }, []);
  return (
    <Layer name="watermark" listening={false} clearBeforeDraw={false}>
      {tile && (
        <Shape perfectDrawEnabled={false} sceneFunc={(context) => drawWatermark(context._context, tile)} />
      )}
    </Layer>
  );
});
