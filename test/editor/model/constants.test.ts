import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/editor/model/constants.ts';

describe('SPEC numbers', () => {
  it('match SPEC §4, §5 and §9', () => {
    expect(constants).toMatchObject({
      minItemArea: 75000,
      minCornerDistance: 10,
      handleHitRadius: 60,
      rotateHandleOffset: 50,
      selectorStrokeWidth: 5,
      minZoomExclusive: 0.1,
      maxZoomExclusive: 1.1,
      pinchDistanceThreshold: 1,
      maxPanX: 300,
      maxPanY: 700,
      defaultScaleMargin: 0.05,
      touchStartDelayMs: 25,
      postTouchIgnoreMs: 50,
      trayLongPressMs: 200,
      trayStartX: 20,
      trayGap: 20,
      trayStickerHeightInset: 150,
      dropSizeFraction: 0.125,
      inertiaDecayPerFrame: 0.93,
      inertiaStopSpeed: 0.1,
      velocitySampleCount: 5,
      multiFilePauseMs: 200,
      autosaveIntervalMs: 5000,
      maxImageSide: 2048,
      exportPixelRatio: 2,
      maxExportArea: 16777216,
      ghostCellCount: 1000,
      ghostJitter: 0.3,
    });
  });
});
