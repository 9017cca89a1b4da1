import { Images, LayoutDashboard, LayoutTemplate, Layers, LibraryBig, PaintBucket, Smile, Type, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import { artSectionID, collageSectionID, designsSectionID, layersSectionID, photosSectionID, templatesSectionID } from '../../state/sectionsSlice.ts';
import { BackgroundGhostsPanel } from '../BackgroundGhostsPanel.tsx';
import { CollagePanel } from '../CollagePanel.tsx';
import { LayersPanel } from '../LayersPanel.tsx';
import { MyDesignsPanel } from '../MyDesignsPanel.tsx';
import { PhotosPanel } from '../PhotosPanel.tsx';
import { TemplatesPanel } from '../TemplatesPanel.tsx';
import { TextPanel } from '../TextPanel.tsx';

/**
 * One section of the editor (DESIGN §15, STYLE 28): declared once, shown by the container where
 * it fits, as a bottom sheet on a phone (SectionSheet) or in the side panel on a wide screen
 * (SidePanel). `Panel` renders the content alone (a heading if it wants one; no backdrop, no
 * position); `close` closes the phone's sheet, and returns the side panel to its default section.
 */
export interface EditorSection {
  id: string;
  name: string;
  Icon: LucideIcon;
  Panel: ComponentType<{ close: () => void }>;
}

// The library's code, its index and its art load only when it is first opened (issue 34).
const ArtLibraryPanel = lazy(() => import('../ArtLibraryPanel.tsx').then((module) => ({ default: module.ArtLibraryPanel })));

/**
 * The design's sections, in the side panel's order. A new section is one entry here.
 */
export const editorSections: readonly EditorSection[] = [
  { id: templatesSectionID, name: 'Templates', Icon: LayoutTemplate, Panel: TemplatesPanel },
  { id: designsSectionID, name: 'My designs', Icon: LibraryBig, Panel: MyDesignsPanel },
  { id: photosSectionID, name: 'Photos', Icon: Images, Panel: PhotosPanel },
  { id: 'text', name: 'Text', Icon: Type, Panel: TextPanel },
  { id: artSectionID, name: 'Emoji & Shapes', Icon: Smile, Panel: ArtLibraryPanel },
  { id: collageSectionID, name: 'Collage', Icon: LayoutDashboard, Panel: CollagePanel },
  { id: 'background', name: 'Background & Ghosts', Icon: PaintBucket, Panel: BackgroundGhostsPanel },
  { id: layersSectionID, name: 'Layers', Icon: Layers, Panel: LayersPanel },
];

/** What the side panel shows when no section is open, and goes back to when one closes. */
export const defaultSectionID = photosSectionID;
