import './share.css';
import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { sharedDesignRetentionDays } from '../../shared/sharedDesign.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { shareDesign } from '../state/shareDesign.ts';
import { QrCode } from './QrCode.tsx';

type ShareState =
  | { kind: 'sharing'; sent: number }
  | { kind: 'shared'; link: string }
  | { kind: 'failed'; message: string };

/** Uploads the design while the dialog is open; unmounting (closing) stops the upload. */
function useShareUpload(onClose: () => void): ShareState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ShareState>({ kind: 'sharing', sent: 0 });
  useEffect(() => {
    let current = true;
    const onProgress = (sent: number) => {
      if (current) setState({ kind: 'sharing', sent });
    };
    const sharing = dispatch(shareDesign({ onProgress }));
    sharing
      .unwrap()
      .then((answer) => {
        if (!current) return;
        if (answer) setState({ kind: 'shared', link: new URL(answer.url, window.location.origin).href });
        else onClose();
      })
      .catch((error: unknown) => {
        const message = (error as { message?: unknown } | null)?.message;
        if (current) setState({ kind: 'failed', message: typeof message === 'string' ? message : 'Your design could not be shared.' });
      });
    return () => {
      current = false;
      sharing.abort();
    };
  }, [dispatch, onClose]);
  return state;
}

/**
 * Uploads the design when it opens (closing it stops the upload), then shows its link with a copy
 * button, a QR code and the system share sheet, in the same dialog (so the focus stays in it).
 */
export function ShareDialog({ onClose }: { onClose: () => void }) {
  const state = useShareUpload(onClose);
  return (
    <Dialog title="Share your design" onClose={onClose}>
      {state.kind === 'shared' && <SharedLink link={state.link} />}
      {state.kind === 'sharing' && (
        <div role="status" className="share-status">
          <p>Uploading your design and its pictures…</p>
          {/* Without a value (while the design is exported) the bar shows that work is under way. */}
          <progress max={1} value={state.sent > 0 ? state.sent : undefined} aria-label="Upload" />
        </div>
      )}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </Dialog>
  );
}

function SharedLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <>
      <p>
        Open this link on another device to carry on there, with every picture. It works for{' '}
        {sharedDesignRetentionDays} days; anyone with the link can see the design.
      </p>
      <div className="share-link">
        <input
          type="text"
          readOnly
          value={link}
          aria-label="Link to your design"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          <Copy size={18} aria-hidden="true" /> {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <QrCode text={link} />
      {canShare && (
        <button
          type="button"
          className="button button--light share-sheet"
          onClick={() => void navigator.share({ title: 'My case design', url: link }).catch(() => undefined)}
        >
          <Share2 size={18} aria-hidden="true" /> Share…
        </button>
      )}
    </>
  );
}
