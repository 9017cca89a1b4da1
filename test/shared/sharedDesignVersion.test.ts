import { describe, expect, it } from 'vitest';
import { sharedDesignVersion, upgradeSharedDesign, withKind } from '../../src/shared/sharedDesign.ts';

const placement = { itemID: 'a', itemIndex: 0, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 300, y: 200 }, rotation: 0 };

describe('shared designs of every version', () => {
  it('reads a version 1 design (pictures without a kind) as pictures, all else unchanged', () => {
    const version1 = { phoneModel: '16', items: [{ ...placement, imageID: 'img' }], pictures: [{ imageID: 'img' }] };
    expect(upgradeSharedDesign(version1)).toEqual({
      version: sharedDesignVersion,
      phoneModel: '16',
      items: [{ ...placement, imageID: 'img', kind: 'picture' }],
      pictures: [{ imageID: 'img' }],
    });
  });

  it('leaves items that have a kind as they are', () => {
    const text = { ...placement, kind: 'text', text: 'Hi' };
    expect(withKind(text)).toBe(text);
    expect(upgradeSharedDesign({ version: 2, items: [text] }).items).toEqual([text]);
    expect(withKind('junk')).toBe('junk');
  });
});
