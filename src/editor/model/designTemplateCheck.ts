import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import { templateGeometry, type TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignTemplate } from '../../shared/designTemplates/designTemplate.ts';
import { layoutDesignTemplate, type MeasureFont } from './designTemplateLayout.ts';
import { fillFrames } from './frames.ts';
import { itemBoundingBox, itemsOverlap } from './geometry.ts';
import { downscaledSize } from './imageSizing.ts';
import { reviewDesign, type ReviewFinding } from './printReview.ts';
import { rectsOverlap } from './rects.ts';
import { shareInside } from './safeZone.ts';
import type { CanvasItem, Size } from './types.ts';

/**
 * What a design template must be on every model (issue 49, STYLE 29), checked with the layout
 * the editor runs: every item on the case back (inside its rounded corners), none over the
 * camera cut-out, no two texts over each other; filled with 12 MP phone photos (stored as the
 * import stores them, either way round) the print-quality review finds nothing: every photo
 * prints at 150 DPI or more and every text's capitals are at least 2 mm tall. `npm run build`
 * (scripts/check-design-templates.ts) and the unit tests run it over all 64 models.
 */

/** A 12 MP phone photo as the import stores it, landscape and portrait. */
export const storedPhonePhotos: readonly Size[] = [downscaledSize(4032, 3024), downscaledSize(3024, 4032)];

/** shareInside traces the back's corners with chords a little inside the curve: a millionth may cross them. */
const onBackShare = 1 - 1e-6;

/** The item as the problems name it: its words, its art, or its photo place's number. */
function describe(item: CanvasItem, items: readonly CanvasItem[]): string {
  if (item.kind === 'text') return `text "${item.text.replace(/\n/g, ' ')}"`;
  if (item.kind === 'art') return `${item.source} ${item.artID}`;
  return `photo ${items.filter((other) => other.kind === 'frame' || other.kind === 'picture').indexOf(item) + 1}`;
}

function findingText(finding: ReviewFinding, items: readonly CanvasItem[]): string {
  const item = 'itemID' in finding ? items.find((candidate) => candidate.itemID === finding.itemID) : undefined;
  const what = item ? describe(item, items) : 'the design';
  if (finding.kind === 'lowResolution') return `${what} prints a 12 MP photo at only ${Math.floor(finding.dpi)} DPI`;
  if (finding.kind === 'smallText') return `${what} prints ${finding.capHeightMm.toFixed(2)} mm tall, under 2 mm`;
  if (finding.kind === 'underCamera') return `${what} lies mostly under the camera`;
  return `the print review finds ${finding.kind}`;
}

function placementProblems(items: readonly CanvasItem[], geometry: TemplateGeometry): string[] {
  const problems: string[] = [];
  for (const item of items) {
    if (shareInside(item, geometry.caseBack) < onBackShare) problems.push(`${describe(item, items)} leaves the case back`);
    if (rectsOverlap(itemBoundingBox(item), geometry.cameraCutout)) problems.push(`${describe(item, items)} lies over the camera cut-out`);
  }
  const texts = items.filter((item) => item.kind === 'text');
  texts.forEach((text, index) => {
    for (const other of texts.slice(index + 1)) if (itemsOverlap(text, other)) problems.push(`${describe(text, items)} lies over ${describe(other, items)}`);
  });
  return problems;
}

/** The problems of `template` on `model`, each a sentence naming both; none when it fits. */
export function designTemplateProblems(template: DesignTemplate, model: PhoneModel, measure: MeasureFont): string[] {
  const geometry = templateGeometry(model);
  const where = `${template.id} on ${model.key}`;
  let items: CanvasItem[];
  try {
    items = layoutDesignTemplate({ template, geometry, measure, newItemID: (index) => `item-${index}` });
  } catch (error) {
    return [`${where}: cannot be laid out (${error instanceof Error ? error.message : String(error)})`];
  }
  const problems = placementProblems(items, geometry);
  if (!items.some((item) => item.kind === 'frame')) problems.push('it has no photo places');
  if (items.every((item) => item.kind === 'frame')) problems.push('it is only a grid of photos');
  for (const [index, photo] of storedPhonePhotos.entries()) {
    const imageID = `photo-${index}`;
    const filled = fillFrames(items, items.map(() => ({ imageID, size: photo })));
    const findings = reviewDesign({
      items: filled,
      pictureSizes: new Map([[imageID, photo]]),
      template: geometry,
      backgroundColor: template.backdrop.backgroundColor,
      defaultBackgroundColor: template.backdrop.backgroundColor,
      showsBackgroundImage: false,
      measure,
    });
    problems.push(...findings.map((finding) => findingText(finding, filled)));
  }
  return [...new Set(problems)].map((problem) => `${where}: ${problem}`);
}
