import { backdropFor } from '../model/colourContrast.ts';
import type { ArtChoice } from '../model/recentArt.ts';
import { ArtThumb } from './ArtThumb.tsx';

/** A shape is drawn in its colour: on a dark tile when that colour shows better there (white does). */
const tileClass = (choice: ArtChoice) =>
  choice.source === 'shape' && backdropFor(choice.fill ?? '#ffffff') === 'dark' ? 'art-library__tile art-library__tile--dark' : 'art-library__tile';

export interface ArtTile {
  choice: ArtChoice;
  /** What the art is called ("dog face", "Heart"): its button reads "Add <name>". */
  name: string;
}

/** A grid (or, `row`, a scrolling row) of art buttons; a tap adds the art to the case. */
export function ArtGrid({ tiles, label, row = false, onChoose }: { tiles: readonly ArtTile[]; label: string; row?: boolean; onChoose: (choice: ArtChoice) => void }) {
  return (
    <div className={row ? 'art-library__row' : 'art-library__grid'} role="group" aria-label={label}>
      {tiles.map(({ choice, name }) => (
        <button
          key={`${choice.source}:${choice.artID}:${choice.fill ?? ''}`}
          type="button"
          className={tileClass(choice)}
          aria-label={`Add ${name}`}
          title={name}
          onClick={() => onChoose(choice)}
        >
          <ArtThumb art={choice} size={32} />
        </button>
      ))}
    </div>
  );
}
