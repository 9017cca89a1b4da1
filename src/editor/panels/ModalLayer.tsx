import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { modalClosed } from '../state/editorSlice.ts';
import { resetDesign } from '../state/resetDesign.ts';
import { tutorialVideo } from '../../shared/media.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';

/** The modal overlay layer: shows whichever dialog the editor state asks for. */
export function ModalLayer() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => state.editor.modal);
  const transparent = useAppSelector((state) => state.editor.modalTransparent);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!modal) return null;

  switch (modal.kind) {
    case 'tutorial':
      return (
        <Dialog title="How to design your case" onClose={close} transparent={transparent}>
          <video
            className="tutorial-video"
            controls
            autoPlay
            playsInline
            muted
            poster={tutorialVideo.poster}
            width={tutorialVideo.width}
            height={tutorialVideo.height}
          >
            <source src={tutorialVideo.webm} type="video/webm" />
            <source src={tutorialVideo.mp4} type="video/mp4" />
          </video>
        </Dialog>
      );
    case 'confirmClear':
      return (
        <Dialog
          title="Clear the canvas?"
          onClose={close}
          transparent={transparent}
          actions={
            <>
              <button type="button" className="button button--light" onClick={close}>
                Keep my design
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  close();
                  void dispatch(resetDesign());
                }}
              >
                Clear canvas
              </button>
            </>
          }
        >
          <p>
            Every sticker and the background image come off the case. Your pictures stay in the
            sticker tray.
          </p>
        </Dialog>
      );
    case 'message':
      return (
        <Dialog
          title={modal.title}
          onClose={close}
          transparent={transparent}
          actions={
            <button type="button" className="button" onClick={close}>
              OK
            </button>
          }
        >
          <p>{modal.text}</p>
        </Dialog>
      );
    case 'shortcuts':
      return <ShortcutsDialog onClose={close} />;
    case 'preview':
    case 'printReview':
      return null;
  }
}
