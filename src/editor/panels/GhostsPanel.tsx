import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { ghostLimits, type GhostSetting } from '../model/designDocument.ts';
import { changeGhostSetting } from '../state/backdropCommands.ts';
import { ghostsEnabledChanged } from '../state/designSlice.ts';
import { selectBackdrop } from '../state/selectors.ts';

const sliders: { setting: GhostSetting; label: string }[] = [
  { setting: 'ghostOpacity', label: 'Opacity' },
  { setting: 'ghostFreq', label: 'Frequency' },
  { setting: 'ghostSize', label: 'Size' },
];

/** Ghosts tool: scattered see-through copies of the placed stickers. */
export function GhostsPanel() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectBackdrop);
  const id = useId();
  return (
    <section className="editor-tool-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ghosts</h2>
      <label className="editor-switch">
        Enable Ghosts
        <input
          type="checkbox"
          role="switch"
          checked={settings.ghostsEnabled}
          onChange={(event) => dispatch(ghostsEnabledChanged(event.target.checked))}
        />
      </label>
      {sliders.map(({ setting, label }) => (
        <div className="editor-field" key={setting}>
          <label htmlFor={`${id}-${setting}`}>{label}</label>
          <output htmlFor={`${id}-${setting}`}>{settings[setting]}</output>
          <input
            id={`${id}-${setting}`}
            type="range"
            min={ghostLimits[setting].min}
            max={ghostLimits[setting].max}
            step={1}
            value={settings[setting]}
            onChange={(event) => dispatch(changeGhostSetting(setting, Number(event.target.value)))}
          />
        </div>
      ))}
    </section>
  );
}
