import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { zoomPercent } from '../../model/zoomSteps.ts';
import { useZoom } from './useZoom.ts';

/** Zoom out, the zoom in percent, zoom in, and Fit (the case back to filling the workspace). */
export function ZoomControls() {
  const { scale, zoomIn, zoomOut, fit } = useZoom();
  return (
    <div className="zoom-controls" role="group" aria-label="Zoom">
      <button type="button" className="editor-icon-button" aria-label="Zoom out" title="Zoom out" disabled={!zoomOut} onClick={zoomOut ?? undefined}>
        <ZoomOut size={20} aria-hidden="true" />
      </button>
      <span className="zoom-controls__value">{scale === null ? '' : `${zoomPercent(scale)}%`}</span>
      <button type="button" className="editor-icon-button" aria-label="Zoom in" title="Zoom in" disabled={!zoomIn} onClick={zoomIn ?? undefined}>
        <ZoomIn size={20} aria-hidden="true" />
      </button>
      <button type="button" className="editor-icon-button zoom-controls__fit" title="Fit the case to the workspace" onClick={fit}>
        <Maximize size={18} aria-hidden="true" />
        Fit
      </button>
    </div>
  );
}
