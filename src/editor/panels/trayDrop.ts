import type { AppStore } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { stageRegistry } from '../canvas/stageRegistry.ts';
import { screenToTemplate } from '../model/viewport.ts';
import { dropOnCell } from '../state/frameCommands.ts';
import { selectPhoneModel } from '../state/selectors.ts';
import { placeSticker } from '../state/stickerCommands.ts';

/**
 * Drops a tray picture at a client point when that point is over the template on the stage: into
 * the collage cell there (an empty frame or a collage's picture), else as a new sticker there.
 */
export function dropOnCase(store: AppStore, imageID: string, clientX: number, clientY: number): void {
  const stage = stageRegistry.stage;
  const model = selectPhoneModel(store.getState());
  if (!stage || !model) return;
  const rect = stage.container().getBoundingClientRect();
  const local = { x: clientX - rect.left, y: clientY - rect.top };
  if (local.x < 0 || local.y < 0 || local.x > rect.width || local.y > rect.height) return;
  const point = screenToTemplate({ scale: stage.scaleX(), x: stage.x(), y: stage.y() }, local);
  const template = templateGeometry(model);
  if (point.x < 0 || point.y < 0 || point.x > template.width || point.y > template.height) return;
  if (!store.dispatch(dropOnCell(imageID, point))) store.dispatch(placeSticker({ imageID, centre: point }));
}
