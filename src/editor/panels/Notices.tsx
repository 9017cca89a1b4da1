import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { noticeDismissed } from '../state/editorSlice.ts';

const noticeSeconds = 6;

/** Short non-blocking notices (a skipped file, storage full), read out by screen readers. */
export function Notices() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector((state) => state.editor.notices);
  const oldest = notices[0];

  useEffect(() => {
    if (!oldest) return;
    const timer = window.setTimeout(() => dispatch(noticeDismissed(oldest.id)), noticeSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [dispatch, oldest]);

  return (
    <div className="editor-notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className="editor-notice">
          <p>{notice.text}</p>
          <button
            type="button"
            className="editor-icon-button"
            aria-label="Dismiss notice"
            onClick={() => dispatch(noticeDismissed(notice.id))}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
