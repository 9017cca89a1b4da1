import { CheckoutButton } from '../../checkout/CheckoutButton.tsx';
import { EditorPage } from '../../editor/EditorPage.tsx';
import { PreviewButton } from '../../preview/PreviewButton.tsx';
import { PreviewModal } from '../../preview/PreviewModal.tsx';
import { PrintReviewModal } from './PrintReviewModal.tsx';

/** /editor: the designer with the store's preview and checkout flows plugged in. */
export function EditorRoute() {
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
