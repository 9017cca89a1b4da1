import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFileMeasure } from '../../../scripts/designTemplates/fontFileMeasure.ts';
import { designTemplateProblems, storedPhonePhotos } from '../../../src/editor/model/designTemplateCheck.ts';
import { layoutDesignTemplate } from '../../../src/editor/model/designTemplateLayout.ts';
import { fillFrames } from '../../../src/editor/model/frames.ts';
import { itemBoundingBox } from '../../../src/editor/model/geometry.ts';
import { croppedPrintDpi } from '../../../src/editor/model/cropPrintResolution.ts';
import { rectsOverlap } from '../../../src/editor/model/rects.ts';
import { shareInside } from '../../../src/editor/model/safeZone.ts';
import { findModel, phoneModels, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { occasions, type DesignTemplate, type TemplateItem } from '../../../src/shared/designTemplates/designTemplate.ts';
import { designTemplates } from '../../../src/shared/designTemplates/designTemplates.ts';

const measure = fontFileMeasure(join(import.meta.dirname, '../../..'));

function modelOf(key: string): PhoneModel {
  const model = findModel(key);
  if (!model) throw new Error(`no model ${key}`);
  return model;
}

function templateOf(id: string, items: TemplateItem[]): DesignTemplate {
  return { id, name: id, occasion: 'minimal', backdrop: { backgroundColor: '#ffffff' }, items };
}

const title: TemplateItem = { kind: 'text', text: 'Our summer', fontFamily: 'Montserrat', fill: '#000000', align: 'center', stroke: null, box: { x: 0, y: 0, width: 1, height: 0.15 }, size: 0.08 };
const photosBelow: TemplateItem = { kind: 'photos', box: { x: 0, y: 0.2, width: 1, height: 0.6 }, layout: { rows: ['cell', 'cell'] } };

describe('the design templates', () => {
  it('are at least 24, for every occasion, each with photo places and more than photos', () => {
    expect(designTemplates.length).toBeGreaterThanOrEqual(24);
    expect(new Set(designTemplates.map((template) => template.occasion))).toEqual(new Set(occasions.map((occasion) => occasion.id)));
    expect(new Set(designTemplates.map((template) => template.id)).size).toBe(designTemplates.length);
    for (const template of designTemplates) {
      expect(template.items.some((item) => item.kind === 'photos'), template.id).toBe(true);
      expect(template.items.some((item) => item.kind !== 'photos'), template.id).toBe(true);
    }
  });

  // Every template on every model: the build's check (scripts/check-design-templates.ts) in the tests.
  it.each(designTemplates.map((template) => [template.id, template] as const))('%s fits all 64 phone models', { timeout: 60_000 }, (_id, template) => {
    expect(phoneModels).toHaveLength(64);
    const problems = phoneModels.flatMap((model) => designTemplateProblems(template, model, measure));
    expect(problems).toEqual([]);
  });

  it('on every model: every item on the back and off the camera, every text inside the back, every photo at 150 DPI or more', { timeout: 120_000 }, () => {
    for (const template of designTemplates) {
      for (const model of phoneModels) {
        const geometry = templateGeometry(model);
        const items = layoutDesignTemplate({ template, geometry, measure, newItemID: String });
        for (const item of items) {
          const where = `${template.id} on ${model.key}: ${item.kind} ${item.itemIndex}`;
          expect(shareInside(item, geometry.caseBack), where).toBeGreaterThan(1 - 1e-6);
          expect(rectsOverlap(itemBoundingBox(item), geometry.cameraCutout), where).toBe(false);
        }
        for (const photo of storedPhonePhotos) {
          const filled = fillFrames(items, items.map(() => ({ imageID: 'photo', size: photo })));
          for (const picture of filled) {
            if (picture.kind !== 'picture') continue;
            expect(croppedPrintDpi(picture, photo, picture.crop), `${template.id} on ${model.key}`).toBeGreaterThanOrEqual(150);
          }
        }
      }
    }
  });
});

describe('designTemplateProblems', () => {
  it('finds none in a template that fits, and names template and model for one that does not', () => {
    expect(designTemplateProblems(templateOf('fits', [title, photosBelow]), modelOf('s24_ultra'), measure)).toEqual([]);
    // Photos reaching the bottom of the design area run into the back's rounded corners.
    const corners = templateOf('corners', [title, { kind: 'photos', box: { x: 0, y: 0.2, width: 1, height: 0.8 }, layout: 'cell' }]);
    expect(designTemplateProblems(corners, modelOf('15_pro'), measure)).toEqual(['corners on 15_pro: photo 1 leaves the case back']);
  });

  it('finds words too small to read, words over words, and a template without photos or with only photos', () => {
    const tiny = templateOf('tiny', [{ ...title, size: 0.01 }, photosBelow]);
    expect(designTemplateProblems(tiny, modelOf('gp9'), measure)).toEqual([expect.stringMatching(/^tiny on gp9: text "Our summer" prints 0\.\d\d mm tall, under 2 mm$/)]);
    const crowded = templateOf('crowded', [title, { ...title, text: 'and more', box: { x: 0, y: 0.05, width: 1, height: 0.15 } }, photosBelow]);
    expect(designTemplateProblems(crowded, modelOf('gp9'), measure)).toEqual(['crowded on gp9: text "Our summer" lies over text "and more"']);
    expect(designTemplateProblems(templateOf('words', [title]), modelOf('gp9'), measure)).toEqual(['words on gp9: it has no photo places']);
    expect(designTemplateProblems(templateOf('grid', [photosBelow]), modelOf('gp9'), measure)).toEqual(['grid on gp9: it is only a grid of photos']);
  });

  it('finds a photo place a 12 MP photo prints under 150 DPI: a back three times a phone’s', () => {
    const phone = modelOf('15');
    const giant: PhoneModel = { ...phone, key: 'giant', body: { ...phone.body, width: phone.body.width * 3, height: phone.body.height * 3 } };
    const problems = designTemplateProblems(templateOf('poster', [title, { kind: 'photos', box: { x: 0, y: 0.2, width: 1, height: 0.75 }, layout: 'cell' }]), giant, measure);
    expect(problems).toEqual([expect.stringMatching(/^poster on giant: photo 1 prints a 12 MP photo at only \d+ DPI$/)]);
  });
});
