import { useEffect, useRef } from 'react';
import { useProxy } from '../canvas/useProxy.ts';

/** A tray picture drawn from its display proxy at the size the tray shows it. */
export function TrayThumb({ imageID, width, height }: { imageID: string; width: number; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dpr = window.devicePixelRatio;
  const bitmap = useProxy(imageID, Math.max(width, height) * dpr);
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !bitmap) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  }, [bitmap]);
  return (
    <canvas
      ref={canvasRef}
      width={Math.max(1, Math.round(width * dpr))}
      height={Math.max(1, Math.round(height * dpr))}
      style={{ width, height }}
    />
  );
}
