import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';

const script = resolve(import.meta.dirname, '../../../scripts/generate-templates.ts');
const outDir = mkdtempSync(join(tmpdir(), 'phone-templates-'));

function generate(): string {
  return execFileSync(process.execPath, [script, outDir], { encoding: 'utf8' });
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('scripts/generate-templates.ts', () => {
  it("writes every key's template, 16_pro_max included, that an SVG renderer reads", async () => {
    const count = phoneModels.length;
    expect(generate()).toContain(`templates: ${count} in ${outDir} (${count} written`);
    const files = readdirSync(outDir).sort();
    expect(files).toEqual(phoneModels.map((model) => `${model.key}.svg`).sort());
    expect(files).toContain('16_pro_max.svg');
    for (const model of phoneModels) {
      // sharp parses the SVG with librsvg: a malformed file throws here.
      const { format, width, height } = await sharp(join(outDir, `${model.key}.svg`)).metadata();
      const geometry = templateGeometry(model);
      expect({ format, width, height }, model.key).toEqual({
        format: 'svg',
        width: geometry.width,
        height: geometry.height,
      });
    }
  });

  it('leaves unchanged templates alone and removes templates of models no longer sold', () => {
    const kept = join(outDir, '16_pro_max.svg');
    const stale = join(outDir, 'nokia_3310.svg');
    const other = join(outDir, 'README.txt');
    writeFileSync(stale, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(other, 'not a template');
    const mtime = statSync(kept).mtimeMs;
    expect(generate()).toContain('(0 written, 1 removed)');
    expect(statSync(kept).mtimeMs).toBe(mtime);
    expect(readdirSync(outDir)).not.toContain('nokia_3310.svg');
    expect(readdirSync(outDir)).toContain('README.txt');
  });

  it('rewrites a template that was changed by hand', () => {
    const edited = join(outDir, 'gp8.svg');
    writeFileSync(edited, 'broken');
    expect(generate()).toContain('(1 written, 0 removed)');
    expect(statSync(edited).size).toBeGreaterThan(100);
  });
});
