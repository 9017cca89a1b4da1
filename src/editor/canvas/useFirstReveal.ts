import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../shared/whenIdle.ts';

/**
 * The longest the stage stays hidden: the editor's black cover has faded out by then (SPEC, Editor),
 * so a picture whose proxy is slow or broken appears when it can, as any later one does.
 */
const maxHiddenMs = 1500;

export interface FirstReveal {
  /** False until every item of the opened design shows its bitmap (or maxHiddenMs passed). */
  revealed: boolean;
  /**
   * True from the page's first idle moment after the reveal: what can wait (layers with nothing
   * to draw yet, the print file's preparation) waits until then, not to hold up the restore.
   */
  settled: boolean;
  /** Each item calls this once it shows its bitmap. */
  itemShown: (itemID: string) => void;
  /** The stickers layer tells the items it holds. */
  itemsPlaced: (itemIDs: readonly string[]) => void;
}

/**
 * Keeps the stage's canvases out of the page's frames until the opened design can be shown whole.
 * Each frame that changes a canvas makes the browser hand every shown layer canvas to the
 * compositor, and the first few hand-overs per canvas are costly (fresh shared memory, about
 * 15 ms each for a phone-sized canvas): frames of an empty case drawn under the editor's black
 * cover made a reload's restore wait about 200 ms for nothing. Once revealed, it stays so.
 */
export function useFirstReveal(): FirstReveal {
  const [revealed, setRevealed] = useState(false);
  const done = useRef(false);
  const shown = useRef(new Set<string>());
  const placed = useRef<readonly string[] | null>(null);

  const reveal = useCallback(() => {
    done.current = true;
    setRevealed(true);
  }, []);
  const revealIfWhole = useCallback(() => {
    if (!done.current && placed.current?.every((itemID) => shown.current.has(itemID))) reveal();
  }, [reveal]);
  const itemShown = useCallback(
    (itemID: string) => {
      if (done.current) return;
      shown.current.add(itemID);
      revealIfWhole();
    },
    [revealIfWhole],
  );
  const itemsPlaced = useCallback(
    (itemIDs: readonly string[]) => {
      placed.current = itemIDs;
      revealIfWhole();
    },
    [revealIfWhole],
  );
  useEffect(() => {
    const timer = setTimeout(reveal, maxHiddenMs);
    return () => clearTimeout(timer);
  }, [reveal]);

  const [settled, setSettled] = useState(false);
  useEffect(() => (revealed ? whenIdle(() => setSettled(true)) : undefined), [revealed]);

  return { revealed, settled, itemShown, itemsPlaced };
}
