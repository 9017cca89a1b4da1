import { useEffect, useRef } from 'react';
import type { PhoneModel, Platform } from '../../shared/catalog/catalog.ts';
import { platformPanelId, platformTabId } from './PlatformTabs.tsx';

interface ModelRadioListProps {
  platform: Platform;
  /** Newest first. */
  models: readonly PhoneModel[];
  selectedKey: string | null;
  unavailable: ReadonlySet<string>;
  onSelect: (key: string) => void;
}

/** The tab panel: a scrollable radio group of one platform's models. */
export function ModelRadioList({
  platform,
  models,
  selectedKey,
  unavailable,
  onSelect,
}: ModelRadioListProps) {
  const list = useRef<HTMLDivElement>(null);
  const selectedRow = useRef<HTMLLabelElement>(null);
  // Centre a preselected model in the list when its tab shows; scrollIntoView would also
  // scroll the page.
  useEffect(() => {
    const container = list.current;
    const row = selectedRow.current;
    if (!container || !row) return;
    container.scrollTop = row.offsetTop - (container.clientHeight - row.offsetHeight) / 2;
  }, [platform]);

  return (
    <div
      ref={list}
      className="model-list"
      role="tabpanel"
      id={platformPanelId(platform)}
      aria-labelledby={platformTabId(platform)}
    >
      <fieldset className="model-list__group">
        <legend className="visually-hidden">
          {platform === 'ios' ? 'iPhone models' : 'Android models'}
        </legend>
        {models.map((model) => {
          const isUnavailable = unavailable.has(model.key);
          const isSelected = model.key === selectedKey;
          const noteId = `model-note-${model.key}`;
          return (
            <label
              className="option"
              key={model.key}
              ref={isSelected ? selectedRow : undefined}
            >
              <input
                className="option__input"
                type="radio"
                name="phoneModel"
                value={model.key}
                checked={isSelected}
                disabled={isUnavailable}
                aria-labelledby={`model-name-${model.key}`}
                aria-describedby={isUnavailable ? noteId : undefined}
                onChange={() => onSelect(model.key)}
              />
              <span className="option__label" id={`model-name-${model.key}`}>
                {model.name}
              </span>
              {isUnavailable && (
                <span className="option__note" id={noteId}>
                  Coming soon
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
