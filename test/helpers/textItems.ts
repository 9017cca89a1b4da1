import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addTextButton, editorSection, storeState, type Point } from './editorPage.ts';

/** A text item as the store holds it. */
export interface TextState {
  itemID: string;
  kind: 'text';
  itemIndex: number;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation: number;
  text: string;
  fontFamily: string;
  fill: string;
  align: string;
  stroke: string | null;
}

/** The design's texts, back to front (none while the page loads). */
export async function textsOf(page: Page): Promise<TextState[]> {
  const state = (await storeState(page)) as ReturnType<typeof storeState> extends Promise<infer S> ? S | undefined : never;
  const items = (state?.canvas.present.items ?? []) as unknown as { kind: string }[];
  return items.filter((item): item is TextState => item.kind === 'text');
}

export async function onlyText(page: Page): Promise<TextState> {
  const [text, ...more] = await textsOf(page);
  if (!text || more.length) throw new Error('the design should hold one text');
  return text;
}

/** The text sheet. */
export const textSheet = (page: Page) => editorSection(page, 'Edit text');

/** Add Text, then the words, a font, a colour from the palette and an outline colour (or none), Done. */
export async function writeText(
  page: Page,
  { words, font, colour, outline }: { words: string; font: string; colour: string; outline: string | null },
): Promise<TextState> {
  await (await addTextButton(page)).click();
  const sheet = textSheet(page);
  await expect(sheet.getByRole('textbox', { name: 'Text', exact: true })).toBeFocused();
  await page.keyboard.type(words);
  await sheet.getByRole('radiogroup', { name: 'Font' }).getByRole('radio', { name: font }).click();
  await sheet.getByRole('radiogroup', { name: 'Text colour' }).getByRole('radio', { name: colour }).click();
  if (outline) {
    await sheet.getByRole('checkbox', { name: 'Outline' }).check();
    await sheet.getByLabel('Outline colour').fill(outline);
  }
  await expect.poll(async () => (await onlyText(page)).fontFamily).toBe(font);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  return onlyText(page);
}

/** The text node's bitmap as a PNG data URL, once it has one (drawn once its font is loaded). */
export async function textBitmap(page: Page, itemID: string): Promise<string> {
  const handle = await page.waitForFunction((id) => {
    const image = window.__caseStage?.findOne(`#${id}`)?.getAttr('image') as HTMLCanvasElement | undefined;
    return image ? image.toDataURL('image/png') : null;
  }, itemID);
  return (await handle.jsonValue()) as string;
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function rawImage(png: Buffer | string): Promise<RawImage> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Whether the pixel at (x, y) is ink: further than 60 levels on some channel from the background. */
export function isInk(image: RawImage, x: number, y: number, background: [number, number, number]): boolean {
  const offset = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return background.some((value, channel) => Math.abs((image.data[offset + channel] ?? 0) - value) > 60);
}

/**
 * Two ink masks compared: the share of the points where they agree, the ink they share over the
 * ink of either (1 for the same letters, near 0 for other letters), and how much of each is ink.
 */
export function compareMasks(a: readonly boolean[], b: readonly boolean[]) {
  const share = (count: number) => count / a.length;
  const both = a.filter((ink, index) => ink && b[index]).length;
  const either = a.filter((ink, index) => ink || b[index]).length;
  return {
    agree: share(a.filter((ink, index) => ink === b[index]).length),
    overlap: either ? both / either : 0,
    inkA: share(a.filter(Boolean).length),
    inkB: share(b.filter(Boolean).length),
  };
}

/** A grid of template points over the text's (upright) box, `step` units apart. */
export function gridOver(text: TextState, step: number): Point[] {
  const points: Point[] = [];
  for (let y = text.TL_imageBounds.y + step / 2; y < text.BR_imageBounds.y; y += step) {
    for (let x = text.TL_imageBounds.x + step / 2; x < text.BR_imageBounds.x; x += step) points.push({ x, y });
  }
  return points;
}

/** The print file, downloaded with Save as PNG. */
export async function exportPrint(page: Page): Promise<RawImage> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  return rawImage(await (await download).path());
}

export const hexColour = (hex: string): [number, number, number] =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** Template points to client points (CSS px) under the view of the moment, read once. */
export async function clientMapper(page: Page): Promise<(point: Point) => Point> {
  const { viewport } = (await storeState(page)).editor;
  const box = await page.getByTestId('design-stage').boundingBox();
  if (!viewport || !box) throw new Error('the stage is not showing');
  return (point) => ({ x: box.x + viewport.x + point.x * viewport.scale, y: box.y + viewport.y + point.y * viewport.scale });
}
