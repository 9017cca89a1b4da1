import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { tutorialToolTipDismissed } from '../state/settingsSlice.ts';

/** First-use hint next to the tutorial button; gone at the first touch anywhere. */
export function TutorialTooltip() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector((state) => state.settings.tutorialToolTipShown);
  useEffect(() => {
    if (shown) return;
    const dismiss = () => dispatch(tutorialToolTipDismissed());
    window.addEventListener('pointerdown', dismiss, { once: true, capture: true });
    return () => window.removeEventListener('pointerdown', dismiss, { capture: true });
  }, [dispatch, shown]);
  if (shown) return null;
  return (
    <div className="editor-tooltip" role="status">
      Tutorial
    </div>
  );
}
