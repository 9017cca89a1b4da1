import { useEffect } from 'react';
import { CheckoutButton } from '../../checkout/CheckoutButton.tsx';
import { EditorPage } from '../../editor/EditorPage.tsx';
import { editorOfflineUrls } from '../../editor/assets/offlineFiles.ts';
import { fontPreviewUrls } from '../../editor/panels/fontPreviews.ts';
import { PreviewButton } from '../../preview/PreviewButton.tsx';
import { PreviewModal } from '../../preview/PreviewModal.tsx';
import { loadedFileUrls, warmOfflineCaches } from '../offline/warmOfflineCaches.ts';
import { PrintReviewModal } from './PrintReviewModal.tsx';

/** Long enough for the design's restore to have its fonts and template before the rest is asked for. */
const warmUpDelayMs = 3000;

/**
 * /editor: the designer with the store's preview and checkout flows plugged in, and, in the
 * background, the files it needs offline handed to the service worker.
 */
export function EditorRoute() {
  useEffect(() => {
    const timer = window.setTimeout(
      () => void warmOfflineCaches([...loadedFileUrls(), ...editorOfflineUrls(), ...fontPreviewUrls()]),
      warmUpDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <EditorPage
      storeActions={
        <>
          <PreviewButton />
          <CheckoutButton />
        </>
      }
      storeModals={
        <>
          <PreviewModal />
          <PrintReviewModal />
        </>
      }
    />
  );
}
