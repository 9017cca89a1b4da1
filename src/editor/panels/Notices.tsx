import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { noticeDismissed, type Notice } from '../state/editorSlice.ts';

/** About the time to read a notice: 6 s, a second more for every 40 characters (a list of skipped files), at most 12 s. */
const readingMs = (text: string) => Math.min(6 + text.length / 40, 12) * 1000;

/** One notice: it goes by itself once read (counted again when its words change), or at its ×. */
function NoticeLine({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  const { id, text } = notice;
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(noticeDismissed(id)), readingMs(text));
    return () => window.clearTimeout(timer);
  }, [dispatch, id, text]);
  return (
    <div className="editor-notice">
      <p title={text}>{text}</p>
      <button type="button" className="editor-icon-button" aria-label="Dismiss notice" onClick={() => dispatch(noticeDismissed(id))}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Short non-blocking notices (skipped files, storage full), read out by screen readers. They are
 * a line of the editor's own layout, not an overlay, so they never cover the tray, the canvas or
 * its selection, or an action (issue 51): on a phone the canvas makes room for them while they show;
 * the studio shows them in its status line.
 */
export function Notices() {
  const notices = useAppSelector((state) => state.editor.notices);
  return (
    <div className="editor-notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <NoticeLine key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
