import './sections.css';
import { Suspense, useMemo, useRef } from 'react';
import { useOverlayFocus } from '../../../shared/ui/useOverlayFocus.ts';
import { useKeyboardInset } from '../useKeyboardInset.ts';
import type { EditorSection } from './editorSections.ts';
import { SheetFrameContext } from './sheetFrame.ts';
import { useOpenSection } from './useOpenSection.ts';

/**
 * A phone's frame for the open section (DESIGN §15): a modal sheet over the bottom of the editor,
 * lifted onto the on-screen keyboard; Done, Escape or a tap outside closes it.
 */
export function SectionSheet() {
  const { section, close } = useOpenSection();
  if (!section) return null;
  // A section's code that loads on demand is there before the sheet takes the focus.
  return (
    <Suspense fallback={null}>
      <Sheet key={section.id} section={section} close={close} />
    </Suspense>
  );
}

function Sheet({ section: { name, Panel }, close }: { section: EditorSection; close: () => void }) {
  const element = useRef<HTMLElement>(null);
  const keyboardInset = useKeyboardInset();
  const frame = useMemo(() => ({ element, keyboardInset }), [keyboardInset]);
  useOverlayFocus(element, { onClose: close, modal: true });
  return (
    <>
      <div className="section-sheet-backdrop" aria-hidden="true" onPointerDown={close} />
      <section ref={element} className="section-sheet" role="dialog" aria-modal="true" aria-label={name} style={{ bottom: keyboardInset }}>
        <SheetFrameContext.Provider value={frame}>
          <Panel close={close} />
        </SheetFrameContext.Provider>
      </section>
    </>
  );
}
