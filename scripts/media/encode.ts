import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

export function assertFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('make-media needs ffmpeg on the PATH (Debian: sudo apt-get install ffmpeg).');
  }
}

export interface VideoSpec {
  fps: number;
  frameCount: number;
  /** The whole SVG document of frame `index`. */
  frameSvg: (index: number) => string;
  /** Output paths without extension: writes .mp4 (H.264) and .webm (VP9). */
  outputBase: string;
}

/** Renders every frame with sharp, then encodes both formats with ffmpeg. */
export async function renderVideo(spec: VideoSpec): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'case-media-'));
  try {
    for (let index = 0; index < spec.frameCount; index += 1) {
      const file = join(dir, `f${String(index).padStart(4, '0')}.png`);
      await sharp(Buffer.from(spec.frameSvg(index))).png({ compressionLevel: 1 }).toFile(file);
    }
    const input = ['-framerate', String(spec.fps), '-i', join(dir, 'f%04d.png'), '-an'];
    ffmpeg([
      ...input,
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-pix_fmt', 'yuv420p'],
      ...['-profile:v', 'high', '-movflags', '+faststart', `${spec.outputBase}.mp4`],
    ]);
    ffmpeg([
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-pix_fmt', 'yuv420p'],
      ...['-row-mt', '1', '-deadline', 'good', `${spec.outputBase}.webm`],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function writeWebp(svg: string, file: string, quality = 82): Promise<void> {
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(file);
}
