import type { LucideIcon } from 'lucide-react';

/** A command shown as its icon alone (the rail, the studio's top bar), named for screen readers and as a tooltip. */
export function IconButton({ label, Icon, onClick }: { label: string; Icon: LucideIcon; onClick: () => void }) {
  return (
    <button type="button" className="editor-icon-button" aria-label={label} title={label} onClick={onClick}>
      <Icon size={22} aria-hidden="true" />
    </button>
  );
}
