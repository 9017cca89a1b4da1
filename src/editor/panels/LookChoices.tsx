import { useEffect, useRef } from 'react';
import { looks, type LookName } from '../model/pictureLooks.ts';
import type { PictureItem, Size } from '../model/types.ts';
import { drawPictureBox } from '../canvas/draw/drawPicture.ts';
import type { ShownPicture } from '../canvas/filterPicture.ts';
import { useLookPreviews } from './useLookPreviews.ts';

/** A look preview's side, CSS px (at most: the phone shows it at 64). */
const previewSize = 72;

function LookPreview({ preview, sidePx }: { preview: ShownPicture | undefined; sidePx: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !preview) return;
    ctx.clearRect(0, 0, sidePx, sidePx);
    ctx.imageSmoothingQuality = 'high';
    drawPictureBox(ctx, preview.image, preview.picture, { width: sidePx, height: sidePx }, { crop: preview.crop });
  }, [preview, sidePx]);
  return <canvas ref={canvas} className="look-choice__preview" width={sidePx} height={sidePx} aria-hidden="true" />;
}

/**
 * The one-tap looks, each a button showing the picture in that look (over its own sliders);
 * `value` is the look pressed (none when the pictures have different ones).
 */
export function LookChoices({
  picture,
  size,
  value,
  onChoose,
}: {
  picture: PictureItem;
  size: Size | undefined;
  value: LookName | null;
  onChoose: (look: LookName) => void;
}) {
  const sidePx = Math.round(previewSize * Math.min(window.devicePixelRatio || 1, 3));
  const previews = useLookPreviews(picture, size, sidePx);
  return (
    <div className="look-choices" role="group" aria-label="Looks">
      {looks.map((look) => (
        <button key={look.name} type="button" className="look-choice" aria-pressed={look.name === value} onClick={() => onChoose(look.name)}>
          <LookPreview preview={previews.get(look.name)} sidePx={sidePx} />
          <span>{look.label}</span>
        </button>
      ))}
    </div>
  );
}
