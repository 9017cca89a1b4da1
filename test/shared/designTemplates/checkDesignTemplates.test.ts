import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTemplateFiles } from '../../../scripts/designTemplates/checkTemplateFiles.ts';
import { fontFileMeasure } from '../../../scripts/designTemplates/fontFileMeasure.ts';
import { parseDesignTemplate } from '../../../src/shared/designTemplates/designTemplateSchema.ts';

const root = resolve(import.meta.dirname, '../../..');
const script = join(root, 'scripts/check-design-templates.ts');
const measure = fontFileMeasure(root);
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const valid = {
  id: 'summer',
  name: 'Summer',
  occasion: 'travel',
  backdrop: { backgroundColor: '#fdf0d5' },
  items: [
    { kind: 'text', text: 'Summer', fontFamily: 'Pacifico', fill: '#003049', align: 'center', stroke: null, box: { x: 0, y: 0, width: 1, height: 0.15 }, size: 0.1 },
    { kind: 'photos', box: { x: 0, y: 0.2, width: 1, height: 0.6 }, layout: { rows: ['cell', { columns: ['cell', 'cell'] }] }, spacing: 0.02 },
  ],
};

/** A directory holding these template files (name: content). */
function directoryOf(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'design-templates-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return dir;
}

describe('a design template file', () => {
  it('is read when it has the template’s shape, and refused with what is wrong where', () => {
    expect(parseDesignTemplate(valid).id).toBe('summer');
    const refused = (changes: Record<string, unknown>) => () => parseDesignTemplate({ ...valid, ...changes });
    expect(refused({ occasion: 'halloween' })).toThrow(/^occasion: /);
    expect(refused({ items: [{ ...valid.items[0], fontFamily: 'Comic Sans MS' }, valid.items[1]] })).toThrow(/^items\.0\.fontFamily: /);
    expect(refused({ items: [{ ...valid.items[0], text: 'one\ntwo\nthree\nfour' }, valid.items[1]] })).toThrow(/^items\.0\.text: at most 3 lines/);
    expect(refused({ items: [valid.items[0], { ...valid.items[1], box: { x: 0.5, y: 0.2, width: 0.6, height: 0.6 } }] })).toThrow(/^items\.1\.box: a box ends past the design area/);
    expect(refused({ items: [valid.items[0], { kind: 'art', source: 'emoji', artID: 'not-an-emoji', box: valid.items[1]?.box }] })).toThrow(/^items\.1: the art is not in the library/);
    expect(refused({ items: [valid.items[0], { ...valid.items[1], shape: 'heart', mat: { fill: '#ffffff', border: 0.05 } }] })).toThrow(/^items\.1: a mat goes round/);
    expect(refused({ backdrop: { backgroundColor: '#fdf0d5', ghostSize: 500 } })).toThrow(/^backdrop\.ghostSize: /);
  });
});

describe('checking the template files (npm run build)', () => {
  it('names each file or template that is wrong, with the model it does not fit, and too few templates', () => {
    const dir = directoryOf({
      'summer.json': valid,
      'winter.json': valid,
      'broken.json': { ...valid, id: 'broken', name: '' },
      'corners.json': { ...valid, id: 'corners', items: [valid.items[0], { ...valid.items[1], box: { x: 0, y: 0.2, width: 1, height: 0.8 } }] },
    });
    const { count, problems } = checkTemplateFiles(dir, measure);
    expect(count).toBe(4);
    expect(problems).toContain('winter.json: its id is "summer", not the file\'s name');
    expect(problems).toContain('broken.json: name: Too small: expected string to have >=1 characters');
    expect(problems).toContain('corners on 15_pro: photo 2 leaves the case back');
    expect(problems.some((problem) => problem.startsWith('summer'))).toBe(false);
    expect(problems).toContain(`only 4 design templates in ${dir}, at least 24 wanted`);
  });

  // Two runs of the script, each checking every template on all 64 models: slow on a busy machine.
  it('stops the build with the problems on stderr, and lets the shipped templates through', { timeout: 120_000 }, () => {
    const bad = directoryOf({ 'corners.json': { ...valid, id: 'corners', items: [valid.items[0], { ...valid.items[1], box: { x: 0, y: 0.2, width: 1, height: 0.8 } }] } });
    const failed = spawnSync(process.execPath, [script, bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('design templates: corners on 15_pro: photo 3 leaves the case back');

    const passed = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
    expect(passed.stdout).toMatch(/^design templates: \d+, each fits all 64 phone models\n$/);
  });
});
