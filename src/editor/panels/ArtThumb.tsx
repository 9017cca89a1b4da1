import { findArtShape } from '../../shared/art/artShapes.ts';
import { emojiFileURL } from '../assets/artFiles.ts';
import type { ArtItem } from '../model/types.ts';

/**
 * A small picture of library art for lists (the library's grid, the Layers list): an emoji's own
 * SVG file (lazily loaded, cached by the browser), a shape's path in its colour.
 */
export function ArtThumb({ art, size }: { art: Pick<ArtItem, 'source' | 'artID' | 'fill'>; size: number }) {
  if (art.source === 'emoji') {
    const url = emojiFileURL(art.artID);
    return url ? <img className="art-thumb" src={url} alt="" width={size} height={size} loading="lazy" decoding="async" draggable={false} /> : null;
  }
  const shape = findArtShape(art.artID);
  if (!shape) return null;
  return (
    <svg className="art-thumb" width={size} height={size} viewBox={`0 0 ${shape.width} ${shape.height}`} aria-hidden="true">
      <path d={shape.path} fill={art.fill ?? '#ffffff'} />
    </svg>
  );
}
