import { CloudOff } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { WaitingPhoto } from '../state/waitingPhotosSlice.ts';

/** A waiting tile's shape in the tray: wide enough for its words at the tray's height. */
export const waitingTileSize = { width: 12, height: 5 } as const;

/** A HEIC photo picked while offline, in the tray until the connection returns (issue 35). */
export function WaitingTrayTile({ photo, style }: { photo: WaitingPhoto; style?: CSSProperties }) {
  return (
    <div className="sticker-tray__item sticker-tray__waiting" style={style}>
      <CloudOff size={16} aria-hidden="true" className="sticker-tray__waiting-icon" />
      <span className="sticker-tray__waiting-text">
        <span className="sticker-tray__waiting-name">{photo.name}</span>
        <span>waiting for a connection</span>
      </span>
    </div>
  );
}
