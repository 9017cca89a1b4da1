import { memo, useEffect } from 'react';
import { Layer } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import { selectAdjustedPictureIDs } from '../state/adjustCommands.ts';
import { selectPictureSizes } from '../state/printQualitySelectors.ts';
import { selectItemsBackToFront } from '../state/selectors.ts';
import { StickerNode } from './StickerNode.tsx';
import type { FirstReveal } from './useFirstReveal.ts';

/** The placed stickers, back to front: the only layer a sticker drag redraws. */
export const StickersLayer = memo(function StickersLayer({
  pixelsPerUnit,
  onItemShown,
  onItemsPlaced,
}: {
  pixelsPerUnit: number;
  onItemShown: FirstReveal['itemShown'];
  onItemsPlaced: FirstReveal['itemsPlaced'];
}) {
  const items = useAppSelector(selectItemsBackToFront);
  const pictureSizes = useAppSelector(selectPictureSizes);
  // In crop mode, CropLayer draws the picture being cropped.
  const croppingID = useAppSelector((state) => state.editor.cropping?.itemID);
  // The pictures in the open Adjust section show each slider step at once.
  const adjustingIDs = useAppSelector(selectAdjustedPictureIDs);
  useEffect(() => onItemsPlaced(items.map((item) => item.itemID)), [items, onItemsPlaced]);
  return (
    <Layer name="stickers" listening={false}>
      {items.map((item) => (
        <StickerNode
          key={item.itemID}
          item={item}
          pixelsPerUnit={pixelsPerUnit}
          isHidden={item.itemID === croppingID}
          isAdjusting={adjustingIDs.includes(item.itemID)}
          onShown={onItemShown}
          picture={item.kind === 'picture' ? pictureSizes.get(item.imageID) : undefined}
        />
      ))}
    </Layer>
  );
});
