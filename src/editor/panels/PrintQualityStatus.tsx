import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { useLiveSticker } from '../canvas/liveSticker.ts';
import { itemPrintQuality } from '../model/cropPrintResolution.ts';
import { printQualityLabels } from '../model/printResolution.ts';
import { safeZoneHints, safeZoneProblem } from '../model/safeZone.ts';
import type { CanvasItem } from '../model/types.ts';
import { selectPictureSizes, selectTemplate } from '../state/printQualitySelectors.ts';

/**
 * The selected item's print quality (always Sharp for a text) in words and colour, and a hint when it sits mostly under
 * the camera or on the wrapped edges. Follows a resize or move live (canvas/liveSticker).
 */
export function PrintQualityStatus({ item }: { item: CanvasItem }) {
  const pictures = useAppSelector(selectPictureSizes);
  const template = useAppSelector(selectTemplate);
  const current = useCallback(
    (live: CanvasItem | null) => (live?.itemID === item.itemID ? live : item),
    [item],
  );
  const quality = useLiveSticker(
    useCallback((live) => itemPrintQuality(current(live), pictures), [current, pictures]),
  );
  const problem = useLiveSticker(
    useCallback((live) => (template ? safeZoneProblem(current(live), template) : null), [current, template]),
  );
  if (!quality && !problem) return null;
  return (
    <div className="print-status" role="status" aria-label="Print quality">
      {quality && (
        <p className={`print-status__quality print-status__quality--${quality}`}>
          <span className="print-status__dot" aria-hidden="true" />
          Print: {printQualityLabels[quality]}
        </p>
      )}
      {problem && <p className="print-status__hint">{safeZoneHints[problem]}</p>}
    </div>
  );
}
