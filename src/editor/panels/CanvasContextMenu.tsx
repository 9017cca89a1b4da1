import './keys.css';
import { Fragment, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { useStageContextMenu } from '../canvas/useStageContextMenu.ts';
import type { Point } from '../model/types.ts';
import { ariaShortcut, isMacPlatform, shortcutHint } from './editorShortcuts.ts';
import { useMenuCommands, type MenuCommand } from './useMenuCommands.ts';

/** Arrow keys, Home and End move the focus among the menu's items, round at the ends. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
  const index = next[event.key];
  if (index === undefined) return;
  event.preventDefault();
  items[(index + items.length) % items.length]?.focus();
}

function OpenMenu({ at, close }: { at: Point; close: () => void }) {
  const dispatch = useAppDispatch();
  const menu = useRef<HTMLDivElement>(null);
  const groups = useMenuCommands();
  const [place, setPlace] = useState(at);
  const isMac = isMacPlatform();
  useOverlayFocus(menu, { onClose: close, modal: true });
  // Kept inside the window: a right-click near its right or bottom edge opens the menu leftwards or upwards.
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    setPlace({ x: Math.max(8, Math.min(at.x, window.innerWidth - box.width - 8)), y: Math.max(8, Math.min(at.y, window.innerHeight - box.height - 8)) });
  }, [at]);
  const run = (command: MenuCommand) => {
    if (command.disabled) return;
    close();
    command.run(dispatch);
  };
  return (
    <>
      <div className="canvas-menu-backdrop" aria-hidden="true" onPointerDown={close} />
      <div
        ref={menu}
        className="canvas-menu"
        role="menu"
        aria-label="Canvas commands"
        style={{ left: place.x, top: place.y }}
        onKeyDown={(event) => {
          if (event.key === 'Tab') close();
          else moveFocus(event);
        }}
      >
        {groups.map((group, index) => (
          <Fragment key={group[0]?.label ?? index}>
            {index > 0 && <div role="separator" />}
            {group.map((command) => (
              <button
                key={command.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={command.disabled}
                aria-keyshortcuts={command.shortcut && ariaShortcut(command.shortcut, isMac)}
                onClick={() => run(command)}
              >
                <span>{command.label}</span>
                {command.shortcut && <kbd aria-hidden="true">{shortcutHint(command.shortcut, isMac)}</kbd>}
              </button>
            ))}
          </Fragment>
        ))}
      </div>
    </>
  );
}

/**
 * The canvas's right-click menu (issue 48): the selection's commands (what the selection bar and
 * the keyboard do, and Align), by role menu and menuitem; the arrow keys move through it, Enter
 * runs an item, Escape or a click outside closes it. Nothing changes on a touch screen.
 */
export function CanvasContextMenu() {
  const [at, setAt] = useState<Point | null>(null);
  const isCropping = useAppSelector((state) => state.editor.cropping !== null);
  useStageContextMenu(setAt);
  return at && !isCropping ? <OpenMenu key={`${at.x},${at.y}`} at={at} close={() => setAt(null)} /> : null;
}
