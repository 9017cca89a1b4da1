import { useEffect } from 'react';

/** The browser tab's title for a page of the owner's desk. */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Owner’s desk`;
  }, [title]);
}
