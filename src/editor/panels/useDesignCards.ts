import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import type { DesignCard } from '../assets/designStore.ts';
import { designStore } from '../state/editorDesignStore.ts';

/** A design on the shelf, its thumbnail as a URL the page can show (revoked once the list is read again). */
export type ShelfCard = DesignCard & { thumbnailUrl: string | null };

/** The shelf's designs, last changed first, read again whenever the shelf changes; null while the first read runs. */
export function useDesignCards(): ShelfCard[] | null {
  const revision = useAppSelector((state) => state.shelf.revision);
  const [cards, setCards] = useState<ShelfCard[] | null>(null);
  useEffect(() => {
    let current = true;
    const urls: string[] = [];
    void designStore.list().then((listed) => {
      if (!current) return;
      setCards(
        listed.map((card) => {
          const thumbnailUrl = card.thumbnail ? URL.createObjectURL(card.thumbnail) : null;
          if (thumbnailUrl) urls.push(thumbnailUrl);
          return { ...card, thumbnailUrl };
        }),
      );
    });
    return () => {
      current = false;
      // The next list shows its own URLs; these go once it is read (a frame later at most).
      setTimeout(() => urls.forEach((url) => URL.revokeObjectURL(url)), 1000);
    };
  }, [revision]);
  return cards;
}
