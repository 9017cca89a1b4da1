import { useAppDispatch } from '../../../app/hooks.ts';
import { openSection } from '../../state/sectionCommands.ts';
import { editorSections } from './editorSections.ts';

/** The side panel's column of the design's sections: one pressed opens it in the panel (`panelID`). */
export function SectionTabs({ shownID, panelID }: { shownID: string; panelID: string }) {
  const dispatch = useAppDispatch();
  return (
    <nav className="section-tabs" aria-label="Sections">
      {editorSections.map(({ id, name, Icon }) => (
        <button
          key={id}
          type="button"
          className="section-tabs__tab"
          aria-expanded={id === shownID}
          aria-controls={panelID}
          onClick={() => dispatch(openSection(id))}
        >
          <Icon size={22} aria-hidden="true" />
          <span>{name}</span>
        </button>
      ))}
    </nav>
  );
}
