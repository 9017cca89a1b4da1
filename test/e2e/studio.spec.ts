import { expect, test, type Locator, type Page } from '@playwright/test';
import { itemCentre } from '../../src/editor/model/geometry.ts';
import type { CanvasItem, Point } from '../../src/editor/model/types.ts';
import { screenToTemplate, studioScale } from '../../src/editor/model/viewport.ts';
import { nextZoom, zoomPercent } from '../../src/editor/model/zoomSteps.ts';
import { caseOf } from '../helpers/canvasGestures.ts';
import { addStickers, clientPointOf, editorSection, openEditor, storeState } from '../helpers/editorPage.ts';
import { phonePhoto, solidJpeg } from '../helpers/images.ts';
import { line, touchPath } from '../helpers/touch.ts';

/**
 * The studio (issue 48, DESIGN §15): from 900 px wide the case fills the workspace, the tools sit
 * beside it, and nothing but the selection's handles lies over it. Each describe sets its own
 * screen, so the suite runs it once (in the desktop project) rather than once per project.
 */

const modelKey = '15_pro';
const { template, caseCentre } = caseOf(modelKey);
const sectionNames = ['Photos', 'Text', 'Emoji & Shapes', 'Collage', 'Background & Ghosts', 'Layers'];

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'sets its own screen sizes: runs once');
});

const items = async (page: Page) => (await storeState(page)).canvas.present.items as unknown as CanvasItem[];

/** Four photos as a phone takes them (12 MP, two stored on their side), on the case by their Add buttons. */
async function fourPhotosOnTheCase(page: Page): Promise<void> {
  const files = await Promise.all(
    ([1, 6, 1, 6] as const).map(async (orientation, index) => ({ name: `IMG_000${index + 1}.JPG`, mimeType: 'image/jpeg', buffer: await phonePhoto(index + 1, orientation) })),
  );
  await addStickers(page, files);
  for (const { name } of files) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect.poll(async () => (await items(page)).length).toBe(4);
}

/** The template's rectangle (the printed case) on the screen, and the workspace (the stage) around it, client px. */
async function caseAndWorkspace(page: Page) {
  const stage = await page.getByTestId('design-stage').boundingBox();
  const { viewport } = (await storeState(page)).editor;
  if (!stage || !viewport) throw new Error('the stage is not showing');
  const box = { x: stage.x + viewport.x, y: stage.y + viewport.y, width: template.width * viewport.scale, height: template.height * viewport.scale };
  return { box, stage, scale: viewport.scale };
}

/** The case fitted: at least `minHeight` px tall and 85% of the workspace's height, centred in it. */
async function expectCaseFillsWorkspace(page: Page, minHeight: number): Promise<void> {
  const { box, stage, scale } = await caseAndWorkspace(page);
  expect(scale).toBeCloseTo(studioScale(stage, template), 6);
  expect(box.height).toBeGreaterThanOrEqual(minHeight);
  expect(box.height / stage.height).toBeGreaterThanOrEqual(0.85);
  expect(box.x + box.width / 2).toBeCloseTo(stage.x + stage.width / 2, 0);
  expect(box.y + box.height / 2).toBeCloseTo(stage.y + stage.height / 2, 0);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Nothing over the case: each of `chrome` (toolbars, panel, status, notices) lies outside its
 * box, and at every point of a grid over the box the page's topmost element is the stage's canvas.
 */
async function expectNothingOverCase(page: Page, chrome: Locator[]): Promise<void> {
  const { box } = await caseAndWorkspace(page);
  for (const part of chrome) {
    await expect(part).toBeVisible();
    const partBox = await part.boundingBox();
    if (!partBox) throw new Error('not showing');
    expect(overlaps(partBox, box), `${part.toString()} over the case`).toBe(false);
  }
  const hits = await page.evaluate((rect) => {
    const found: string[] = [];
    for (let row = 0; row <= 12; row += 1) {
      for (let column = 0; column <= 6; column += 1) {
        const x = rect.x + 2 + ((rect.width - 4) * column) / 6;
        const y = rect.y + 2 + ((rect.height - 4) * row) / 12;
        const element = document.elementFromPoint(x, y);
        if (element?.tagName !== 'CANVAS' || !element.closest('[data-testid="design-stage"]')) found.push(`${Math.round(x)},${Math.round(y)}: ${element?.outerHTML.slice(0, 60) ?? 'nothing'}`);
      }
    }
    return found;
  }, box);
  expect(hits).toEqual([]);
}

/** The studio's parts around the workspace, found by role. */
const chromeOf = (page: Page) => [
  page.getByRole('banner'),
  page.getByRole('complementary', { name: 'Side panel' }),
  page.getByRole('contentinfo'),
];

async function selectItem(page: Page, item: CanvasItem, touch: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Selector', exact: true }).click();
  const at = await clientPointOf(page, itemCentre(item));
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(item.itemID);
}

/** The template point under a client point, from the committed view. */
async function templatePointAt(page: Page, client: Point): Promise<Point> {
  const stage = await page.getByTestId('design-stage').boundingBox();
  const { viewport } = (await storeState(page)).editor;
  if (!stage || !viewport) throw new Error('the stage is not showing');
  return screenToTemplate(viewport, { x: client.x - stage.x, y: client.y - stage.y });
}

test.describe('the studio at 1440x900 with a mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the case fills the workspace with nothing over it, selected or not; a low picture is said in the status line, not on the case', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, modelKey);
    await expectCaseFillsWorkspace(page, 650);
    await fourPhotosOnTheCase(page);
    await expectNothingOverCase(page, chromeOf(page));

    const [, second] = await items(page);
    if (!second) throw new Error('no photo');
    await selectItem(page, second, false);
    const toolbar = page.getByRole('toolbar', { name: 'Selected sticker' });
    await expect(page.getByRole('status', { name: 'Print quality' })).toContainText('Print: Sharp');
    await expectNothingOverCase(page, [...chromeOf(page), toolbar, page.getByRole('status', { name: 'Print quality' })]);

    // A picture far too small to print sharp, and a file that is no picture: the badge and the notice stay off the case.
    await addStickers(page, [{ name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(90, 60, '#e63946') }]);
    await page.getByRole('button', { name: 'Add tiny.jpg' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(5);
    await page.keyboard.press('Escape');
    const lowStatus = page.getByRole('status', { name: 'Print quality' });
    await expect(lowStatus).toContainText('1 picture may print blurry');
    expect(await page.evaluate(() => window.__caseStage?.find('.quality-badge').length)).toBe(0);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
    await (await chooser).setFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    const notice = page.locator('.editor-notice').filter({ hasText: 'broken.png' });
    await expectNothingOverCase(page, [...chromeOf(page), lowStatus, notice]);
    await lowStatus.getByRole('button', { name: 'Select it' }).click();
    const tiny = (await items(page)).at(-1);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(tiny?.itemID);
  });

  test('zoom buttons step about the middle and Fit fits again; Ctrl+wheel zooms about the pointer', async ({ page }) => {
    await openEditor(page, modelKey);
    const { stage, scale: fitted } = await caseAndWorkspace(page);
    const zoom = page.getByRole('group', { name: 'Zoom' });
    await expect(zoom).toContainText(`${zoomPercent(fitted)}%`);
    const middle = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
    const underMiddle = await templatePointAt(page, middle);

    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    const zoomedIn = nextZoom(fitted, 'in');
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).toBe(zoomedIn);
    await expect(zoom).toContainText(`${zoomPercent(zoomedIn)}%`);
    const stillUnder = await templatePointAt(page, middle);
    expect(stillUnder.x).toBeCloseTo(underMiddle.x, 6);
    expect(stillUnder.y).toBeCloseTo(underMiddle.y, 6);
    await zoom.getByRole('button', { name: 'Zoom out' }).click();
    await zoom.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).toBe(nextZoom(nextZoom(zoomedIn, 'out'), 'out'));
    await zoom.getByRole('button', { name: 'Fit' }).click();
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).toBe(fitted);

    // Ctrl + wheel (a trackpad's pinch) about a point left of the case's middle: that point stays under the pointer.
    // Whole pixels: a wheel event's clientX and clientY are whole.
    const exact = await clientPointOf(page, { x: caseCentre.x - 200, y: caseCentre.y + 300 });
    const pointer = { x: Math.round(exact.x), y: Math.round(exact.y) };
    const before = await templatePointAt(page, pointer);
    await page.mouse.move(pointer.x, pointer.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -30);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).toBeGreaterThan(fitted * 1.2);
    const after = await templatePointAt(page, pointer);
    expect(after.x).toBeCloseTo(before.x, 3);
    expect(after.y).toBeCloseTo(before.y, 3);
    // Zooming never touches the design's history.
    expect((await storeState(page)).canvas.past).toHaveLength(0);
  });

  test('each section opens in the side panel, one at a time; a photo from the grid is placed by a click or a drag; the toolbar works on the selection', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, modelKey);
    const panel = page.getByRole('complementary', { name: 'Side panel' });
    // Photos is the default section.
    await expect(panel.getByRole('region', { name: 'Photos', exact: true })).toBeVisible();
    for (const name of sectionNames) {
      await panel.getByRole('button', { name, exact: true }).click();
      await expect(panel.getByRole('region', { name, exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
      for (const other of sectionNames.filter((candidate) => candidate !== name)) {
        await expect(panel.getByRole('region', { name: other, exact: true })).toHaveCount(0);
      }
    }
    // Escape, with the focus in the open section, goes back to Photos and gives the focus back to the tab.
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('region', { name: 'Photos', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Layers', exact: true })).toBeFocused();

    await addStickers(page, [
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#e63946') },
      { name: 'teal.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(900, 1200, '#2a9d8f') },
    ]);
    const grid = page.getByRole('region', { name: 'Sticker tray' });
    await grid.getByRole('button', { name: 'Add red.jpg' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(1);
    // Dragged with the mouse at once (no hold) onto a point of the case: it lands centred there.
    const thumb = await grid.getByRole('button', { name: 'Add teal.jpg' }).boundingBox();
    if (!thumb) throw new Error('no thumbnail');
    const target = { x: caseCentre.x + 150, y: caseCentre.y + 350 };
    const drop = await clientPointOf(page, target);
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    for (const point of line({ x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 }, drop, 10)) await page.mouse.move(point.x, point.y);
    await page.mouse.up();
    await expect.poll(async () => (await items(page)).length).toBe(2);
    const dropped = (await items(page))[1];
    if (!dropped) throw new Error('not dropped');
    expect(itemCentre(dropped).x).toBeCloseTo(target.x, -1);
    expect(itemCentre(dropped).y).toBeCloseTo(target.y, -1);
    expect((await storeState(page)).canvas.past).toHaveLength(2);

    // The toolbar over the workspace acts on the selection.
    await selectItem(page, dropped, false);
    const toolbar = page.getByRole('toolbar', { name: 'Selected sticker' });
    await toolbar.getByRole('button', { name: 'Flip' }).click();
    await expect.poll(async () => (await items(page)).find((item) => item.itemID === dropped.itemID)).toMatchObject({ flipX: true });
    await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(async () => (await items(page)).find((item) => item.itemID === dropped.itemID)?.itemIndex).toBe(0);
    await toolbar.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(3);
    await toolbar.getByRole('button', { name: 'Adjust', exact: true }).click();
    await expect(editorSection(page, 'Adjust')).toBeVisible();
    await toolbar.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(2);
    // The copy went, and with nothing selected the Adjust section closes too.
    await expect(editorSection(page, 'Adjust')).toBeHidden();
    await expect(panel.getByRole('region', { name: 'Photos', exact: true })).toBeVisible();
  });
});

test.describe('the studio at 1920x1080 with a mouse', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the case fills the workspace, with nothing over it', async ({ page }) => {
    test.setTimeout(90_000);
    await openEditor(page, modelKey);
    await fourPhotosOnTheCase(page);
    await expectCaseFillsWorkspace(page, 650);
    const [first] = await items(page);
    if (!first) throw new Error('no photo');
    await selectItem(page, first, false);
    await expectNothingOverCase(page, [...chromeOf(page), page.getByRole('toolbar', { name: 'Selected sticker' })]);
  });
});

test.describe('the studio on a tablet held sideways (1024x768, touch)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('the case fills the workspace with nothing over it; a held finger drags a photo from the grid; a tap selects and the toolbar acts', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, modelKey);
    await expectCaseFillsWorkspace(page, 560);
    await fourPhotosOnTheCase(page);
    await expectNothingOverCase(page, chromeOf(page));

    const thumb = await page.getByRole('button', { name: 'Add IMG_0003.JPG' }).boundingBox();
    if (!thumb) throw new Error('no thumbnail');
    const target = { x: caseCentre.x - 150, y: caseCentre.y + 450 };
    await touchPath(page, line({ x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 }, await clientPointOf(page, target), 12), { holdMs: 350 });
    await expect.poll(async () => (await items(page)).length).toBe(5);
    const dropped = (await items(page))[4];
    if (!dropped) throw new Error('not dropped');
    expect(itemCentre(dropped).x).toBeCloseTo(target.x, -1);
    expect(itemCentre(dropped).y).toBeCloseTo(target.y, -1);

    await selectItem(page, dropped, true);
    const toolbar = page.getByRole('toolbar', { name: 'Selected sticker' });
    await expectNothingOverCase(page, [...chromeOf(page), toolbar]);
    await toolbar.getByRole('button', { name: 'Duplicate' }).tap();
    await expect.poll(async () => (await items(page)).length).toBe(6);
  });
});
