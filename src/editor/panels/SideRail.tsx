import { LayoutDashboard, LayoutTemplate, Layers, LibraryBig } from 'lucide-react';
import { collageSectionID, designsSectionID, layersSectionID, templatesSectionID } from '../state/sectionsSlice.ts';
import { DesignLinks } from './DesignLinks.tsx';
import { FileActions } from './FileActions.tsx';
import { SectionButton } from './sections/SectionButton.tsx';
import { TutorialButton } from './TutorialButton.tsx';

/** A phone's left rail: the model label (back to the picker), home, my designs, tutorial video, templates, collage, layers, save as PNG, share, clear canvas. */
export function SideRail() {
  return (
    <nav className="editor-rail" aria-label="Editor">
      <DesignLinks />
      <SectionButton sectionID={designsSectionID} className="editor-icon-button" label="My designs">
        <LibraryBig size={22} aria-hidden="true" />
      </SectionButton>
      <TutorialButton />
      <SectionButton sectionID={templatesSectionID} className="editor-icon-button" label="Templates">
        <LayoutTemplate size={22} aria-hidden="true" />
      </SectionButton>
      <SectionButton sectionID={collageSectionID} className="editor-icon-button" label="Collage">
        <LayoutDashboard size={22} aria-hidden="true" />
      </SectionButton>
      <SectionButton sectionID={layersSectionID} className="editor-icon-button" label="Layers">
        <Layers size={22} aria-hidden="true" />
      </SectionButton>
      <FileActions />
    </nav>
  );
}
