import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPngCheck } from '../../../src/server/designs/pngDecoder.ts';
import { flippedInIdat, pngWithJunkChunk } from '../../helpers/brokenPng.ts';

const decoderUrl = pathToFileURL(resolve(import.meta.dirname, '../../../src/server/designs/pngDecoder.ts')).href;

/** A Node process that checks the PNG at `path` in the check workers and prints the answer, then has nothing left to do. */
async function checkInOwnProcess(path: string): Promise<{ code: number | null; output: string }> {
  // A script file, not --eval: workers inherit the process's flags, and --input-type refuses files.
  const script = join(directory, 'check.mjs');
  await writeFile(
    script,
    `
    import { readFileSync } from 'node:fs';
    import { startPngCheck } from ${JSON.stringify(decoderUrl)};
    const check = startPngCheck({ maxScanlineBytes: 10 ** 8 });
    check.push(readFileSync(${JSON.stringify(path)}));
    console.log(await check.end());`,
  );
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Well inside the test's own time (5 s): the check takes a few hundred milliseconds.
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error(`the process was still running after 4 s (it printed ${JSON.stringify(output)})`));
    }, 4000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output: output.trim() });
    });
  });
}

let directory = '';

describe('the design check workers', () => {
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'png-check-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('keep their process alive while a check is running, and not a moment after', async () => {
    const path = join(directory, 'design.png');
    await writeFile(path, await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0c4b1' } }).png().toBuffer());
    // Before: an unreferenced worker let the process end with the check unanswered (exit code 13),
    // and listening to its messages after unreferencing it kept the process alive for ever.
    expect(await checkInOwnProcess(path)).toEqual({ code: 0, output: 'true' });
  });

  /** The answer for `png` pushed as an upload arrives, in pieces of 64 KB. */
  const checkedInPieces = (png: Buffer) => {
    const check = startPngCheck({ maxScanlineBytes: 10 ** 8 });
    for (let at = 0; at < png.length; at += 65_536) check.push(png.subarray(at, at + 65_536));
    return check.end();
  };

  it('check a design of many batches exactly, the batches handed back and filled again', async () => {
    const [width, height] = [1000, 800];
    const png = await sharp(randomBytes(width * height * 4), { raw: { width, height, channels: 4 } }).png().toBuffer();
    expect(png.length).toBeGreaterThan(6 * 512 * 1024);
    const answers = await Promise.all([png, png, flippedInIdat(png, { crcFixed: true }), png].map(checkedInPieces));
    expect(answers).toEqual([true, true, false, true]);
  });

  it('stop taking a design’s bytes once the worker has found it failed', async () => {
    const design = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0c4b1' } }).png().toBuffer();
    // A private chunk of 2 MB: the check fails at its header, in the first batch.
    const spoilt = pngWithJunkChunk(design, 2 * 1024 * 1024);
    const check = startPngCheck({ maxScanlineBytes: 10 ** 8 });
    expect(check.push(spoilt.subarray(0, 1024 * 1024))).toBe(true);
    await vi.waitFor(() => expect(check.push(Buffer.alloc(0))).toBe(false));
    expect(check.push(spoilt.subarray(1024 * 1024))).toBe(false);
    expect(await check.end()).toBe(false);
  });
});
