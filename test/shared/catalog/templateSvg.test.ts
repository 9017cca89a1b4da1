// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findModel, phoneModels, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { templateSvg } from '../../../src/shared/catalog/templateSvg.ts';

function parseSvg(text: string): Element {
  const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (root.nodeName !== 'svg') throw new Error(`not an SVG document: ${text.slice(0, 200)}`);
  return root;
}

function model(key: string): PhoneModel {
  const found = findModel(key);
  if (!found) throw new Error(`no model ${key}`);
  return found;
}

const rectOf = (element: Element) =>
  Object.fromEntries(
    ['x', 'y', 'width', 'height', 'rx'].map((name) => [name, Number(element.getAttribute(name))]),
  );

describe('templateSvg', () => {
  it('sizes every template as its geometry: width, height and viewBox in units', () => {
    for (const phone of phoneModels) {
      const svg = parseSvg(templateSvg(phone));
      const { width, height } = templateGeometry(phone);
      expect(svg.getAttribute('width'), phone.key).toBe(String(width));
      expect(svg.getAttribute('height'), phone.key).toBe(String(height));
      expect(svg.getAttribute('viewBox'), phone.key).toBe(`0 0 ${width} ${height}`);
    }
  });

  it('outlines the case back and the camera cut-out, leaving the print area unfilled', () => {
    const phone = model('gp9_pro_xl');
    const { caseBack, cameraCutout } = templateGeometry(phone);
    const svg = parseSvg(templateSvg(phone));
    const rects = [...svg.querySelectorAll('rect')].map(rectOf);
    const asDrawn = (rect: typeof caseBack) => ({
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      rx: rect.cornerRadius,
    });
    // Drawn twice: a light halo under a slate line.
    const outline = [asDrawn(caseBack), asDrawn(cameraCutout)];
    expect(rects).toEqual([...outline, ...outline]);
    for (const element of svg.querySelectorAll('rect')) {
      expect(element.closest('[fill]')?.getAttribute('fill')).toBe('none');
      expect(element.closest('[stroke]')).not.toBeNull();
    }
    expect(svg.querySelectorAll('image, path, polygon')).toHaveLength(0);
  });

  it('titles the template with the model\'s name, escaped', () => {
    const phone = model('s24_plus');
    expect(parseSvg(templateSvg(phone)).querySelector('title')?.textContent).toBe(
      'Galaxy S24+ case template',
    );
    const odd = { ...phone, name: 'Phone <"A&B">' };
    expect(parseSvg(templateSvg(odd)).querySelector('title')?.textContent).toBe(
      'Phone <"A&B"> case template',
    );
  });
});
