import { memo, useCallback } from 'react';
import { Circle, Group, Text } from 'react-konva';
import { useAppSelector } from '../../app/hooks.ts';
import { itemCorners } from '../model/geometry.ts';
import { itemPrintQuality } from '../model/cropPrintResolution.ts';
import type { CanvasItem } from '../model/types.ts';
import { selectLowResolutionItemIDs, selectPictureSizes } from '../state/printQualitySelectors.ts';
import { selectItems } from '../state/selectors.ts';
import { useLiveSticker } from './liveSticker.ts';

/** Badge radius in screen px, whatever the zoom. */
const badgeRadiusPx = 11;

function Badge({ item, scale }: { item: CanvasItem; scale: number }) {
  const [, topRight] = itemCorners(item);
  const size = 1 / scale;
  return (
    <Group name="quality-badge" x={topRight.x} y={topRight.y} scaleX={size} scaleY={size}>
      <Circle radius={badgeRadiusPx} fill="#b3261e" stroke="#ffffff" strokeWidth={2} />
      <Text
        text="!"
        x={-badgeRadiusPx}
        y={-badgeRadiusPx}
        width={badgeRadiusPx * 2}
        height={badgeRadiusPx * 2}
        align="center"
        verticalAlign="middle"
        fontStyle="bold"
        fontSize={16}
        fill="#ffffff"
      />
    </Group>
  );
}

/**
 * A small red badge on the top-right corner of every sticker that prints at low resolution
 * (model/printResolution), drawn in the template overlay's layer. On screen only: the export draws
 * the design without it. A sticker being resized or moved carries its badge live, without a store
 * write.
 */
export const PrintQualityBadges = memo(function PrintQualityBadges({ scale }: { scale: number }) {
  const items = useAppSelector(selectItems);
  const lowIDs = useAppSelector(selectLowResolutionItemIDs);
  const pictures = useAppSelector(selectPictureSizes);
  const isLow = useCallback(
    (item: CanvasItem) => itemPrintQuality(item, pictures) === 'low',
    [pictures],
  );
  // Only a sticker that has or gets a badge re-renders this layer while it moves.
  const live = useLiveSticker(
    useCallback((item: CanvasItem | null) => (item && (lowIDs.has(item.itemID) || isLow(item)) ? item : null), [lowIDs, isLow]),
  );
  const shown = items
    .map((item) => (live?.itemID === item.itemID ? live : item))
    .filter((item) => (item === live ? isLow(item) : lowIDs.has(item.itemID)));
  return (
    <Group name="quality-badges">
      {shown.map((item) => (
        <Badge key={item.itemID} item={item} scale={scale} />
      ))}
    </Group>
  );
});
