import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { cooldownLabel } from './previewMessages.ts';
import { cooldownRestored } from './previewSlice.ts';
import { previewCase, readStoredCooldown } from './previewThunks.ts';

/** Preview Case, or 'Preview in m:ss' (disabled) while the 120 s cooldown runs. */
export function PreviewButton() {
  const dispatch = useAppDispatch();
  const cooldownUntil = useAppSelector((state) => state.preview.cooldownUntil);
  const loading = useAppSelector((state) => state.preview.status === 'loading');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (cooldownUntil === null) dispatch(cooldownRestored(readStoredCooldown()));
  }, [dispatch, cooldownUntil]);

  useEffect(() => {
    if (cooldownUntil === null || cooldownUntil <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);

  const secondsLeft = cooldownUntil === null ? 0 : (cooldownUntil - now) / 1000;
  const coolingDown = secondsLeft > 0;
  return (
    <button
      type="button"
      className="editor-primary"
      disabled={coolingDown || loading}
      onClick={() => void dispatch(previewCase({ reviewed: false }))}
    >
      <Eye size={18} aria-hidden="true" className="editor-primary__icon" />
      {coolingDown ? cooldownLabel(secondsLeft) : 'Preview Case'}
    </button>
  );
}
