import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { closeModal } from '../editor/state/modalThunks.ts';
import { selectOpenModalKind } from '../editor/state/selectors.ts';
import { Dialog } from '../shared/ui/Dialog.tsx';
import { previewMessages } from './previewMessages.ts';
import { previewEnded } from './previewSlice.ts';

function MockupImage({ link, index, count }: { link: string; index: number; count: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="preview-failed">{previewMessages.imageFailed}</p>;
  return (
    <img
      className="preview-mockup"
      src={link}
      alt={count > 1 ? `Mockup ${index + 1} of ${count} of your case` : 'Mockup of your case'}
      onError={() => setFailed(true)}
    />
  );
}

/** The mockup preview in the modal layer: waiting text, then the mockup(s), swipeable. */
export function PreviewModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModalKind) === 'preview';
  const { status, links } = useAppSelector((state) => state.preview);
  const close = useCallback(() => {
    dispatch(closeModal());
    dispatch(previewEnded());
  }, [dispatch]);
  if (!open) return null;
  return (
    <Dialog title="Your case" onClose={close}>
      {status === 'loading' && (
        <div className="preview-waiting" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>
            <strong>{previewMessages.loading}</strong>
          </p>
          <p>{previewMessages.wait}</p>
        </div>
      )}
      {status === 'ready' &&
        (links.length ? (
          <div className="preview-carousel" tabIndex={0} aria-label="Mockups, swipe for more">
            {links.map((link, index) => (
              <MockupImage key={link} link={link} index={index} count={links.length} />
            ))}
          </div>
        ) : (
          <p className="preview-failed">{previewMessages.imageFailed}</p>
        ))}
    </Dialog>
  );
}
