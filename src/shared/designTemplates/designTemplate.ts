import type { LookName } from '../pictureLooks.ts';
import type { ShapeKind } from '../pictureShapes.ts';
import type { SharedArtItem, SharedTextItem } from '../sharedDesign.ts';

/**
 * A design template (issue 49): a ready-made design that takes the shopper's photos, as data, one
 * JSON file each in ./templates (the file's name is its id). It is made of the editor's own item
 * kinds with every size relative to the case back, so one file fits every phone model:
 * editor/model/designTemplateLayout lays it out on a model's back and designTemplateCheck proves
 * it fits, at build (scripts/check-design-templates.ts) and in the unit tests, over all 64 models.
 * ("Template" alone means a phone's outline in this code: public/phone_templates.)
 */

/** What shoppers buy cases for: the gallery's filter, in the order it shows them. */
export const occasions = [
  { id: 'birthday', name: 'Birthday' },
  { id: 'wedding', name: 'Wedding & couples' },
  { id: 'travel', name: 'Travel' },
  { id: 'pets', name: 'Pets' },
  { id: 'family', name: 'Family' },
  { id: 'friends', name: 'Friends' },
  { id: 'graduation', name: 'Graduation' },
  { id: 'year', name: 'A year in photos' },
  { id: 'name', name: 'Name & initials' },
  { id: 'minimal', name: 'Minimal' },
  { id: 'bold', name: 'Bold type' },
  { id: 'pattern', name: 'Pattern' },
] as const;

export type OccasionID = (typeof occasions)[number]['id'];

/** The collage ideas of /inspiration; each leads to the templates that carry out its idea. */
export const ideaIDs = ['grid', 'scatter', 'pattern', 'color'] as const;
export type IdeaID = (typeof ideaIDs)[number];

/**
 * A box as shares (0–1) of the design area: the case back beside its camera cut-out, the
 * placement rule's gap inside its edges (designTemplateLayout designArea). x, y: top-left.
 */
export interface TemplateBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A collage layout tree as JSON (editor/model/layoutTree): a cell, or rows or columns of parts. */
export type TemplateLayoutNode = 'cell' | { rows: TemplateLayoutPart[] } | { columns: TemplateLayoutPart[] };
/** A part of weight 1, or [weight, part]. */
export type TemplateLayoutPart = TemplateLayoutNode | [number, TemplateLayoutNode];

/** Photo places: empty frames laid out by the collage layout code in `box`, filled from the tray in reading order. */
export interface TemplatePhotos {
  kind: 'photos';
  box: TemplateBox;
  layout: TemplateLayoutNode;
  /** Gap between neighbouring cells, as a share of the back's width; none when absent. */
  spacing?: number;
  /** Each cell's corner radius, as a share of the back's width; square when absent. */
  corners?: number;
  /** Every cell cut to this outline instead (a circle, heart or star fills its cell's middle). */
  shape?: Exclude<ShapeKind, 'rectangle' | 'roundedRectangle'>;
  /** Each cell turned by these degrees, in reading order (the list repeats), shrunk to stay inside its cell. */
  tilt?: number[];
  /**
   * A print's border round each square-cornered or round photo (a rectangle or circle of this
   * colour behind it): its width as a share of the cell's shorter side, and a deeper foot under
   * a rectangle, as an instant photo has.
   */
  mat?: { fill: string; border: number; foot?: number };
  /** The look every photo in these places takes (shared/pictureLooks). */
  look?: LookName;
}

/**
 * Words (a text item's own fields: up to 3 lines and 80 characters in one of the store's fonts):
 * placeholder text the shopper types over, in the box at `size` or smaller where the box is too
 * small for it.
 */
export interface TemplateText extends Pick<SharedTextItem, 'kind' | 'text' | 'fontFamily' | 'fill' | 'align' | 'stroke' | 'curve'> {
  box: TemplateBox;
  /** The font size (units per em) as a share of the back's width. */
  size: number;
  /** Degrees clockwise; the turned text still fits its box. */
  rotation?: number;
}

/** An emoji or a library shape (an art item's own fields), as large as fits its box (its own aspect kept), in its middle. */
export interface TemplateArt extends Pick<SharedArtItem, 'kind' | 'source' | 'artID' | 'fill'> {
  box: TemplateBox;
  /**
   * "back": a decoration anywhere on the case; its box is a share of the whole back, the
   * placement rule's gap inside it, and on a model where it would meet the camera cut-out or the
   * back's rounded corners it is left out. Else in the design area, as every other item.
   */
  area?: 'back';
  /** Degrees clockwise; the turned art still fits its box. */
  rotation?: number;
}

export type TemplateItem = TemplatePhotos | TemplateText | TemplateArt;

/** The template's background colour and ghosts (settings' names); the ghost sliders only with the ghosts on. */
export interface TemplateBackdrop {
  backgroundColor: string;
  ghostsEnabled?: boolean;
  ghostFreq?: number;
  ghostSize?: number;
  ghostOpacity?: number;
}

export interface DesignTemplate {
  /** Kebab-case, the file's name: stable, safe to put in an address. */
  id: string;
  /** What the shopper reads. */
  name: string;
  occasion: OccasionID;
  ideas?: IdeaID[];
  backdrop: TemplateBackdrop;
  /** Back to front. */
  items: TemplateItem[];
}

export function occasionName(id: OccasionID): string {
  return occasions.find((occasion) => occasion.id === id)?.name ?? id;
}
