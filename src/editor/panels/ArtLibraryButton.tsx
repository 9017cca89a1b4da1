import { Smile } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The library's code, its index and its art load only when it is first opened (issue 34).
const ArtLibrarySheet = lazy(() => import('./ArtLibrarySheet.tsx').then((module) => ({ default: module.ArtLibrarySheet })));

/** "Emoji & Shapes": opens the library sheet, which puts emoji and shapes on the case. */
export function ArtLibraryButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="editor-primary" aria-haspopup="dialog" aria-expanded={isOpen} onClick={() => setOpen(true)}>
        <Smile size={18} aria-hidden="true" className="editor-primary__icon" />
        Emoji &amp; Shapes
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ArtLibrarySheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
