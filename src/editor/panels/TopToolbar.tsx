import { Ghost, Hand, MousePointer2, PaintBucket, type LucideIcon } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { toolChosen, type Tool } from '../state/editorSlice.ts';
import { ShortcutsButton } from './ShortcutsButton.tsx';

const toolButtons: { tool: Tool; label: string; Icon: LucideIcon }[] = [
  { tool: 'pan', label: 'Pan', Icon: Hand },
  { tool: 'selector', label: 'Selector', Icon: MousePointer2 },
  { tool: 'ghosts', label: 'Ghosts', Icon: Ghost },
  { tool: 'background', label: 'Background', Icon: PaintBucket },
];

/**
 * The tools (a phone's top bar: all four; the studio's: Pan and Selector, its Background & Ghosts
 * being a section); choosing one other than Selector deselects the current sticker; and the keyboard shortcuts list.
 */
export function TopToolbar({ tools = toolButtons.map(({ tool }) => tool) }: { tools?: readonly Tool[] }) {
  const dispatch = useAppDispatch();
  const activeTool = useAppSelector((state) => state.editor.tool);
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Tools">
      {toolButtons.filter(({ tool }) => tools.includes(tool)).map(({ tool, label, Icon }) => (
        <button
          key={tool}
          type="button"
          className="editor-icon-button"
          aria-pressed={activeTool === tool}
          onClick={() => dispatch(toolChosen(tool))}
        >
          <Icon size={22} aria-hidden="true" />
          {label}
        </button>
      ))}
      <ShortcutsButton />
    </div>
  );
}
