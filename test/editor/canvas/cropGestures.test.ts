import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { GestureMachine } from '../../../src/editor/canvas/gestures/gestureMachine.ts';
import type { PictureItem, Point } from '../../../src/editor/model/types.ts';
import { designLoaded } from '../../../src/editor/state/canvasSlice.ts';
import { finishCrop, startCrop } from '../../../src/editor/state/cropCommands.ts';
import { itemSelected, toolChosen, viewportCommitted } from '../../../src/editor/state/editorSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';
import { makeItem } from '../model/makeItem.ts';
import { memoryHost } from './memoryHost.ts';

/**
 * Crop mode's gestures at zoom 0.5 (screen px are half the units). The picture is 1600 × 1200 px
 * and shows its middle 1200 × 900 px over a 600 × 450 unit box at (100, 400): 2 px per unit, so
 * the picture spans 200 units past the box left and right and 150 above and below.
 */
const cropped: PictureItem = { ...makeItem(0, [100, 400], [700, 850], 0, 'cropped'), imageID: 'photo', crop: { x: 200, y: 150, width: 1200, height: 900 } };
const other = { ...makeItem(1, [100, 1000], [400, 1300], 0, 'other'), imageID: 'photo' };
const screen = (point: Point) => ({ x: point.x / 2, y: point.y / 2 });

function setUp() {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '16', caseFinish: 'Matte' }));
  store.dispatch(imageAdded({ imageID: 'photo', name: 'photo.jpg', width: 1600, height: 1200 }));
  store.dispatch(designLoaded([cropped, other]));
  store.dispatch(ActionCreators.clearHistory());
  store.dispatch(viewportCommitted({ scale: 0.5, x: 0, y: 0 }));
  store.dispatch(toolChosen('selector'));
  store.dispatch(itemSelected('cropped'));
  store.dispatch(startCrop());
  const { stage, host } = memoryHost(store, { scale: 0.5, x: 0, y: 0 }, cropped);
  const machine = new GestureMachine(host);
  let time = 0;
  /** One finger (or the mouse) from `from` to `to`, template units, then let go. */
  const drag = (from: Point, to: Point) => {
    machine.down(1, screen(from), time);
    machine.move(1, screen(to), time + 100);
    machine.up(1, screen(to), time + 120);
    time += 1000;
  };
  const draft = () => store.getState().editor.cropping?.draft;
  const item = (itemID: string) => selectItems(store.getState()).find((candidate) => candidate.itemID === itemID);
  return { store, stage, machine, drag, draft, item };
}

describe('crop mode’s gestures', () => {
  it('one finger drags the picture under the box, drawn live and written to the draft on release, never to the design', () => {
    const { store, stage, machine, draft, item } = setUp();
    machine.down(1, screen({ x: 400, y: 600 }), 0);
    machine.move(1, screen({ x: 460, y: 600 }), 100);
    // 60 units right at 2 px per unit: the crop starts 120 px further left.
    expect(stage.crop?.crop).toEqual({ x: 80, y: 150, width: 1200, height: 900 });
    expect(draft()?.crop.x).toBe(200);
    machine.up(1, screen({ x: 460, y: 600 }), 120);
    expect(draft()?.crop).toEqual({ x: 80, y: 150, width: 1200, height: 900 });
    expect(item('cropped')).toEqual(cropped);
    expect(store.getState().canvas.past).toHaveLength(0);
  });

  it('stops the picture at its edge, even from a finger that started over another item', () => {
    const { drag, draft, item, store } = setUp();
    drag({ x: 250, y: 1100 }, { x: 0, y: 1500 });
    expect(draft()?.crop).toEqual({ x: 400, y: 0, width: 1200, height: 900 });
    expect(item('other')).toEqual(other);
    expect(store.getState().editor.selectedItemID).toBe('cropped');
  });

  it('a corner handle trims the box over a picture that stays put', () => {
    const { drag, draft } = setUp();
    drag({ x: 700, y: 850 }, { x: 600, y: 750 });
    expect(draft()).toEqual({
      bounds: { TL_imageBounds: { x: 100, y: 400 }, BR_imageBounds: { x: 600, y: 750 } },
      crop: { x: 200, y: 150, width: 1000, height: 700 },
    });
  });

  it('two fingers spread twice as far apart zoom in twice about their midpoint', () => {
    const { machine, draft } = setUp();
    machine.down(1, screen({ x: 350, y: 625 }), 0);
    machine.down(2, screen({ x: 450, y: 625 }), 5);
    machine.move(1, screen({ x: 300, y: 625 }), 100);
    machine.move(2, screen({ x: 500, y: 625 }), 110);
    machine.up(1, screen({ x: 300, y: 625 }), 120);
    machine.up(2, screen({ x: 500, y: 625 }), 130);
    expect(draft()?.crop).toEqual({ x: 500, y: 375, width: 600, height: 450 });
  });

  it('Done after the gestures is one undo step, and the canvas is back to its own gestures', () => {
    const { store, drag, item } = setUp();
    drag({ x: 400, y: 600 }, { x: 460, y: 600 });
    drag({ x: 700, y: 850 }, { x: 600, y: 750 });
    store.dispatch(finishCrop());
    expect(item('cropped')).toMatchObject({ BR_imageBounds: { x: 600, y: 750 }, crop: { x: 80, y: 150, width: 1000, height: 700 } });
    expect(store.getState().canvas.past).toHaveLength(1);
    drag({ x: 250, y: 1100 }, { x: 250, y: 1200 });
    expect(item('other')?.TL_imageBounds).toEqual({ x: 100, y: 1100 });
  });
});
