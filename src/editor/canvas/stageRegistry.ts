import type Konva from 'konva';

declare global {
  interface Window {
    /** The live Konva stage, for e2e tests and the bench (find nodes by name, count redraws). */
    __caseStage?: Konva.Stage | null;
  }
}

/**
 * The live Konva stage, for code outside the canvas that needs screen ↔ template conversion
 * (a drop from the tray), and for tests and the bench (`window.__caseStage`).
 */
export const stageRegistry = {
  get stage(): Konva.Stage | null {
    return window.__caseStage ?? null;
  },
  set stage(stage: Konva.Stage | null) {
    window.__caseStage = stage;
  },
};
