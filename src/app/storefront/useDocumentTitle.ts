import { useEffect } from 'react';
import { brandName } from '../../shared/brand.ts';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${brandName}`;
  }, [pageTitle]);
}
