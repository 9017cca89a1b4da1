import './sections.css';
import { Suspense, useId, useRef, type RefObject } from 'react';
import { useOverlayFocus } from '../../../shared/ui/useOverlayFocus.ts';
import { defaultSectionID, type EditorSection } from './editorSections.ts';
import { SectionTabs } from './SectionTabs.tsx';
import { findSection, useOpenSection } from './useOpenSection.ts';

interface PanelProps {
  id: string;
  section: EditorSection;
  close: () => void;
}

/** The shown section's frame: a region named after it, beside the workspace. */
function PanelBody({ id, section: { name, Panel }, close, frame }: PanelProps & { frame?: RefObject<HTMLElement | null> }) {
  return (
    <section ref={frame} id={id} className="side-panel__body" aria-label={name}>
      <Panel close={close} />
    </section>
  );
}

/** A section the shopper opened takes the focus; Escape (with the focus in it) closes it and gives the focus back. */
function OpenedPanel(props: PanelProps) {
  const frame = useRef<HTMLElement>(null);
  useOverlayFocus(frame, { onClose: props.close, modal: false });
  return <PanelBody {...props} frame={frame} />;
}

/**
 * A wide screen's frame for the sections (DESIGN §15): the design's sections as a column of tabs
 * and, beside it, the open one (a selection's section included), else the default (Photos). Not
 * modal: the case stays at hand beside it.
 */
export function SidePanel() {
  const { section, close } = useOpenSection();
  const id = useId();
  const shown = section ?? findSection(defaultSectionID);
  return (
    <aside className="side-panel" aria-label="Side panel">
      <SectionTabs shownID={shown?.id ?? ''} panelID={id} />
      <Suspense fallback={<div className="side-panel__body" />}>
        {section ? (
          <OpenedPanel key={section.id} id={id} section={section} close={close} />
        ) : (
          shown && <PanelBody id={id} section={shown} close={close} />
        )}
      </Suspense>
    </aside>
  );
}
