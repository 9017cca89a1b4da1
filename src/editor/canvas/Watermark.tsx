import { useEffect, useState } from 'react';
import { makeWatermarkTile, type WatermarkTile } from './watermarkTile.ts';

/** The diagonal brand watermark behind the canvas (on screen only). */
export function Watermark() {
  const [tile, setTile] = useState<WatermarkTile | null>(null);
  useEffect(() => {
    const update = () => setTile(makeWatermarkTile(window.devicePixelRatio));
    // The tile is drawn with the self-hosted font once it is ready.
    void document.fonts.ready.then(update);
    const resolution = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    resolution.addEventListener('change', update);
    return () => resolution.removeEventListener('change', update);
  }, []);
  if (!tile?.url) return null;
  return (
    <div
      className="editor-watermark"
      aria-hidden="true"
      style={{
        backgroundImage: `url(${tile.url})`,
        backgroundSize: `${tile.width}px ${tile.height}px`,
        opacity: 0.7,
      }}
    />
  );
}
