import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { closeSection, openSection, selectOpenSectionID } from '../../state/sectionCommands.ts';

/**
 * A button that opens a section (a phone's sheet, a wide screen's side panel) and, pressed again,
 * closes it. The focus comes back to it (or to its successor after a re-render) when the section closes.
 */
export function SectionButton({ sectionID, className, label, children }: { sectionID: string; className: string; label?: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenSectionID) === sectionID;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={isOpen}
      data-focus-return={sectionID}
      onClick={() => dispatch(isOpen ? closeSection() : openSection(sectionID))}
    >
      {children}
    </button>
  );
}
