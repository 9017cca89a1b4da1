import type { AppThunk } from '../../app/store.ts';
import { browserStorage } from '../../app/browserStorage.ts';
import { findArtShape } from '../../shared/art/artShapes.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { placeNewItem } from '../model/placement.ts';
import { parseRecentArt, withRecentArt, type ArtChoice } from '../model/recentArt.ts';
import type { Size } from '../model/types.ts';
import { artAdded, artRecoloured } from './canvasSlice.ts';
import { selectItems, selectPhoneModel } from './selectors.ts';

/** localStorage key of the library's recently used row (not one of SPEC §3's keys: the library is ours). */
export const recentArtKey = 'recentArt';

/** The aspect of the art: an emoji is square, a shape has its own. */
function artRatio(choice: ArtChoice): Size {
  const shape = choice.source === 'shape' ? findArtShape(choice.artID) : undefined;
  return shape ? { width: shape.width, height: shape.height } : { width: 1, height: 1 };
}

export function readRecentArt(): ArtChoice[] {
  try {
    return parseRecentArt(JSON.parse(browserStorage.get(recentArtKey) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * A tap in the library: the emoji or shape on the case by the placement rule every added item
 * follows (model/placement, `fill`: as large as the free room allows), on top and selected; one
 * undo step. It joins the recently used row.
 */
export const addArt =
  (choice: ArtChoice): AppThunk =>
  (dispatch, getState) => {
    const model = selectPhoneModel(getState());
    if (!model) return;
    const bounds = placeNewItem(templateGeometry(model), selectItems(getState()), { style: 'fill', size: artRatio(choice) });
    dispatch(artAdded({ ...choice, rotation: 0, ...bounds }));
    browserStorage.set(recentArtKey, JSON.stringify(withRecentArt(readRecentArt(), choice)));
  };

/** The selection bar's colour for a selected shape: one undo step, none when it is that colour already. */
export const recolourArt =
  (itemID: string, fill: string): AppThunk =>
  (dispatch, getState) => {
    const item = selectItems(getState()).find((candidate) => candidate.itemID === itemID);
    if (item?.kind === 'art' && item.source === 'shape' && item.fill !== fill) dispatch(artRecoloured({ itemID, fill }));
  };
