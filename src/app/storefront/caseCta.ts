import { pagePaths } from '../../shared/routes.ts';

export interface CaseCallToAction {
  label: string;
  path: string;
}

/** The header button of SPEC §2: a shopper with a chosen model goes on designing, others pick one first. */
export function caseCallToAction(phoneModel: string | null): CaseCallToAction {
  return phoneModel
    ? { label: 'Continue Your Case', path: pagePaths.editor }
    : { label: 'Create Your Case', path: pagePaths.caseConfiguration };
}
