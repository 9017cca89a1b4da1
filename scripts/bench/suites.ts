import { artSuite } from './art.ts';
import { checkoutSuite } from './checkout.ts';
import { collageSuite } from './collage.ts';
import { editorSuite } from './editor.ts';
import { guardsSuite } from './guards.ts';
import { importSuite } from './importPhotos.ts';
import { landingSuite } from './landing.ts';
import { looksSuite } from './looks.ts';
import { serverImagesSuite } from './serverImages.ts';
import { scaleOutSuite } from './scaleOut.ts';
import { serverMemorySuite } from './serverMemory.ts';
import { snappingSuite } from './snapping.ts';
import type { BenchSuite } from './types.ts';

/** Every bench suite, in the order they run. Add a suite by adding its module here. */
export const suites: BenchSuite[] = [
  landingSuite,
  serverImagesSuite,
  serverMemorySuite,
  editorSuite,
  collageSuite,
  importSuite,
  artSuite,
  looksSuite,
  snappingSuite,
  checkoutSuite,
  guardsSuite,
  scaleOutSuite,
];
