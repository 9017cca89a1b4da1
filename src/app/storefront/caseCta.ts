import type { DesignSummary } from '../../shared/designSummary.ts';
import { pagePaths } from '../../shared/routes.ts';

export interface CaseCallToAction {
  label: string;
  path: string;
}

/**
 * The header button of SPEC §2: a shopper whose last design has a model goes on designing it,
 * others pick one first.
 */
export function caseCallToAction(summary: DesignSummary): CaseCallToAction {
  return summary.current?.phoneModel
    ? { label: 'Continue Your Case', path: pagePaths.editor }
    : { label: 'Create Your Case', path: pagePaths.caseConfiguration };
}
