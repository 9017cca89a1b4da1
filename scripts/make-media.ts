/**
 * Makes the store's media from our own procedurally drawn pictures: the landing page's sample
 * case, demo video and poster, the collage ideas of /inspiration, and the editor's tutorial
 * video. Frames are SVG rendered by sharp and encoded by ffmpeg. Run with `npm run media`; the
 * results are committed, so neither a build nor a fresh install needs ffmpeg.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoVideo, ideaImages, sampleCaseImage, tutorialVideo } from '../src/shared/media.ts';
import { findModel, phoneModels } from '../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../src/shared/catalog/templateGeometry.ts';
import { demoFrameSvg, demoTiming } from './media/demoStory.ts';
import { assertFfmpeg, renderVideo, writeWebp } from './media/encode.ts';
import { ideaNames, ideaSvg, sampleCaseSvg } from './media/stills.ts';
import { tutorialFrame, tutorialTiming } from './media/tutorialStory.ts';

const publicDir = resolve(import.meta.dirname, '../public');
const mediaDir = join(publicDir, 'media');
const model = findModel('16_pro') ?? phoneModels[0];
if (!model) throw new Error('The catalog has no phone models.');
const geometry = templateGeometry(model);

assertFfmpeg();
mkdirSync(mediaDir, { recursive: true });
const written: string[] = [];
const publicFile = (url: string) => {
  written.push(url);
  return join(publicDir, url);
};

await writeWebp(
  sampleCaseSvg(geometry, sampleCaseImage.width, sampleCaseImage.height),
  publicFile(sampleCaseImage.src),
);
for (const idea of ideaNames) {
  await writeWebp(
    ideaSvg(geometry, idea, ideaImages.width, ideaImages.height),
    publicFile(`/media/idea-${idea}.webp`),
  );
}

const demoFrame = { width: demoVideo.width, height: demoVideo.height };
await writeWebp(demoFrameSvg(geometry, demoFrame, 5.6), publicFile(demoVideo.poster), 78);
await renderVideo({
  fps: demoTiming.fps,
  frameCount: Math.round(demoTiming.fps * demoTiming.seconds),
  frameSvg: (index) => demoFrameSvg(geometry, demoFrame, index / demoTiming.fps),
  outputBase: join(mediaDir, 'demo'),
});
written.push('/media/demo.mp4', '/media/demo.webm');

await writeWebp(
  tutorialFrame(geometry, tutorialTiming.posterSeconds),
  publicFile(tutorialVideo.poster),
  78,
);
await renderVideo({
  fps: tutorialTiming.fps,
  frameCount: Math.round(tutorialTiming.fps * tutorialTiming.seconds),
  frameSvg: (index) => tutorialFrame(geometry, index / tutorialTiming.fps),
  outputBase: join(mediaDir, 'tutorial'),
});
written.push('/media/tutorial.mp4', '/media/tutorial.webm');

for (const url of written) {
  console.log(`${url.padEnd(32)} ${(statSync(join(publicDir, url)).size / 1024).toFixed(1)} KB`);
}
console.log(`Drawn on the ${model.name} template.`);
