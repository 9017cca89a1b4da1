import type Konva from 'konva';

/**
 * The live Konva stage, for code outside the canvas that needs screen ↔ template conversion
 * (a drop from the tray) and for tests and the bench (`window.__caseStage`).
 */
export const stageRegistry: { stage: Konva.Stage | null } = { stage: null };
