import { useRef, useState, useSyncExternalStore } from 'react';
import { newVersion } from '../../shared/newVersion.ts';
import { useOnline } from '../offline/useOnline.ts';
import { useStatusBarHeight } from '../offline/useStatusBarHeight.ts';

/**
 * The bar over every page (issue 35): "You're offline" while the network is gone, and the offer
 * of a new version of the store, which loads only when the shopper presses Reload. No icons:
 * it is on the landing page, whose code stays small.
 */
export function AppStatusBar() {
  const online = useOnline();
  const version = useSyncExternalStore(newVersion.subscribe, newVersion.get, newVersion.get);
  const [reloading, setReloading] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  useStatusBarHeight(barRef);
  const reload = () => {
    setReloading(true);
    void newVersion.take();
  };
  return (
    <div ref={barRef} className="app-status" role="status">
      {!online && (
        <p className="app-status__row app-status__row--offline">
          <span className="app-status__dot" aria-hidden="true" />
          <span>You’re offline. Your design is kept on this phone.</span>
        </p>
      )}
      {version !== 'none' && (
        <p className="app-status__row app-status__row--update">
          <span>A new version is ready —</span>
          <button type="button" className="app-status__reload" disabled={reloading} onClick={reload}>
            Reload
          </button>
          <button type="button" className="app-status__later" onClick={() => newVersion.dismiss()}>
            Later
          </button>
        </p>
      )}
    </div>
  );
}
