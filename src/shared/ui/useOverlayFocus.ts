import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How every dialog, sheet, panel and menu that opens over a page treats the keyboard (issue 32):
 * the focus moves into it when it opens, Escape closes it, and the focus goes back to the control
 * that opened it when it closes. A modal one also keeps Tab inside it and takes Escape wherever
 * the focus is; a non-modal one (a panel beside the canvas) takes Escape only while the focus is
 * in it, so the page's own keys still work when the shopper has moved on.
 *
 * Of overlays open at once only the last opened answers Escape. An opener that is gone when the
 * overlay closes (a bar that re-rendered) is found again by its `data-focus-return` key.
 */
export interface OverlayFocusOptions {
  onClose: () => void;
  /** Tab stays inside, and Escape closes it from anywhere. */
  modal: boolean;
  /** Where the focus goes on opening; the first control inside by default. */
  initialFocus?: () => HTMLElement | null;
}

const focusableSelector =
  'button, [href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

/** The enabled controls inside `container` that Tab reaches, in document order. */
export function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(focusableSelector) ?? []).filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** The overlays open now, the last opened last. */
const openOverlays: object[] = [];

function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  if (opener.isConnected) {
    opener.focus();
    return;
  }
  const key = opener.dataset.focusReturn;
  if (key) document.querySelector<HTMLElement>(`[data-focus-return="${CSS.escape(key)}"]`)?.focus();
}

function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  const elements = focusablesIn(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function useOverlayFocus(container: RefObject<HTMLElement | null>, options: OverlayFocusOptions): void {
  // The latest options, read by listeners set up once per opening.
  const latest = useRef(options);
  // Read while rendering, before any child's effect can move the focus (a field that focuses itself).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const self = {};
    openOverlays.push(self);
    const element = container.current;
    const start = latest.current.initialFocus?.() ?? focusablesIn(element)[0] ?? element;
    start?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openOverlays.at(-1) !== self || !element) return;
      const { modal, onClose } = latest.current;
      if (!modal && !element.contains(document.activeElement)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && modal) {
        keepTabInside(event, element);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openOverlays.splice(openOverlays.indexOf(self), 1);
      // Only when the focus is still ours to give: inside the closed overlay, or nowhere.
      const active = document.activeElement;
      if (!active || active === document.body || element?.contains(active) || !active.isConnected) returnFocus(opener);
    };
  }, [container, opener]);
}
