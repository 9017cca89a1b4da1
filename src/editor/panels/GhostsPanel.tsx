import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { ghostLimits, type GhostSetting } from '../model/designDocument.ts';
import { changeGhostSetting } from '../state/backdropCommands.ts';
import { ghostsEnabledChanged } from '../state/designSlice.ts';
import { selectBackdrop } from '../state/selectors.ts';

/** Each slider, and its value as a screen reader says it (SPEC §9: opacity /100, shown share freq/10, size /1000 of the picture). */
const sliders: { setting: GhostSetting; label: string; valueText: (value: number) => string }[] = [
  { setting: 'ghostOpacity', label: 'Opacity', valueText: (value) => `${value}%` },
  { setting: 'ghostFreq', label: 'Frequency', valueText: (value) => `${value * 10}% of the ghosts` },
  { setting: 'ghostSize', label: 'Size', valueText: (value) => `${value / 10}% of the picture's size` },
];

/** Scattered see-through copies of the placed stickers: the Ghosts tool's panel, and half of "Background & Ghosts". */
export function GhostsPanel() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectBackdrop);
  const id = useId();
  return (
    <section className="tool-settings" aria-labelledby={`${id}-title`}>
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
      {sliders.map(({ setting, label, valueText }) => (
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
            aria-valuetext={valueText(settings[setting])}
            onChange={(event) => dispatch(changeGhostSetting(setting, Number(event.target.value)))}
          />
        </div>
      ))}
    </section>
  );
}
