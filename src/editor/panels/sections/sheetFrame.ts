import { createContext, type RefObject } from 'react';

/** The phone's sheet around a section (SectionSheet): what a panel reads to keep its item in view above it. */
export interface SheetFrame {
  element: RefObject<HTMLElement | null>;
  /** How far the on-screen keyboard lifts the sheet, CSS px. */
  keyboardInset: number;
}

/** Null in the wide screen's side panel, which lies beside the case rather than over it. */
export const SheetFrameContext = createContext<SheetFrame | null>(null);
