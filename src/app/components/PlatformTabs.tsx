import { useRef, type KeyboardEvent } from 'react';
import type { Platform } from '../../shared/catalog/catalog.ts';

const tabs: { platform: Platform; label: string }[] = [
  { platform: 'ios', label: 'iOS' },
  { platform: 'android', label: 'Android' },
];

export function platformTabId(platform: Platform): string {
  return `platform-tab-${platform}`;
}

export function platformPanelId(platform: Platform): string {
  return `platform-panel-${platform}`;
}

interface PlatformTabsProps {
  selected: Platform;
  onSelect: (platform: Platform) => void;
}

/** The iOS / Android tablist, with arrow, Home and End keys as the ARIA tabs pattern has them. */
export function PlatformTabs({ selected, onSelect }: PlatformTabsProps) {
  const buttons = useRef(new Map<Platform, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.platform === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.platform);
    buttons.current.get(tab.platform)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Phone platform" onKeyDown={onKeyDown}>
      {tabs.map(({ platform, label }) => (
        <button
          key={platform}
          ref={(node) => {
            if (node) buttons.current.set(platform, node);
            else buttons.current.delete(platform);
          }}
          className="tabs__tab"
          type="button"
          role="tab"
          id={platformTabId(platform)}
          aria-selected={platform === selected}
          aria-controls={platformPanelId(platform)}
          tabIndex={platform === selected ? 0 : -1}
          onClick={() => onSelect(platform)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
