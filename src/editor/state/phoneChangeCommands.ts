import type { AppAsyncThunk, AppThunk, RootState } from '../../app/store.ts';
import { findModel, type CaseFinish } from '../../shared/catalog/catalog.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { DesignDocument } from '../model/designDocument.ts';
import { refitDesign } from '../model/refit.ts';
import { designName } from './designKeeper.ts';
import { saveOpenDesign } from './designAutosave.ts';
import { addDesign, createDesign } from './designShelfCommands.ts';
import { restoreEditor } from './restoreEditor.ts';
import { caseFinishChosen, designRefitted, phoneModelChosen } from './designSlice.ts';
import { selectPictureSizes } from './printQualitySelectors.ts';
import { selectDesign } from './selectors.ts';

/** A phone model and finish chosen in the picker. */
export interface PhoneChoice {
  phoneModel: string;
  caseFinish: CaseFinish;
}

/** Whether choosing this phone moves the open design to another model it holds something for: the picker then asks how. */
export function isRefitChoice(state: RootState, choice: PhoneChoice): boolean {
  const design = selectDesign(state);
  return design.phoneModel !== null && design.phoneModel !== choice.phoneModel && design.items.length > 0;
}

/** The open design moved to the chosen phone (model/refit), its finish too. */
function refitted(state: RootState, choice: PhoneChoice): DesignDocument {
  const design = selectDesign(state);
  const [from, to] = [findModel(design.phoneModel), findModel(choice.phoneModel)];
  const refit =
    from && to
      ? refitDesign({ items: design.items, collage: design.collage, from: templateGeometry(from), to: templateGeometry(to), pictureSizes: selectPictureSizes(state) })
      : { items: design.items, collage: design.collage };
  return { ...design, ...refit, ...choice };
}

/**
 * "Change this design's phone": a design's first model is only chosen (no re-fit, no undo step);
 * another model re-fits the design to it in one undo step; the same model with another finish
 * changes the finish, one step.
 */
export const changePhone =
  (choice: PhoneChoice): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const design = selectDesign(state);
    if (design.phoneModel === null) dispatch(phoneModelChosen(choice));
    else if (design.phoneModel !== choice.phoneModel) {
      const { items, collage } = refitted(state, choice);
      dispatch(designRefitted({ items, collage, ...choice }));
    } else if (design.caseFinish !== choice.caseFinish) dispatch(caseFinishChosen(choice.caseFinish));
  };

/** "Make a copy for another phone": the re-fitted design kept as a new one and opened; the first stays as it was. */
export const copyForPhone =
  (choice: PhoneChoice): AppAsyncThunk<boolean> =>
  (dispatch, getState) =>
    dispatch(addDesign(refitted(getState(), choice), { name: designName(choice.phoneModel) }));

/** What a phone chosen in the picker did: chosen (go on to the editor), or the picker asks how first, or the storage refused a new design. */
export type PhoneChoiceOutcome = 'chosen' | 'asks' | 'refused';

/**
 * Continue in the picker: a new design for this phone (from "New" on the shelf, or for a shopper
 * without one), or the open design's phone changed, unless it moves a design to another model,
 * which the picker asks about (changePhone or copyForPhone). The change is saved at once.
 */
export const choosePhone =
  (choice: PhoneChoice, { newDesign }: { newDesign: boolean }): AppAsyncThunk<PhoneChoiceOutcome> =>
  async (dispatch, getState) => {
    await dispatch(restoreEditor());
    if (newDesign || getState().shelf.currentDesignID === null) return (await dispatch(createDesign(choice.phoneModel, choice.caseFinish))) ? 'chosen' : 'refused';
    if (isRefitChoice(getState(), choice)) return 'asks';
    dispatch(changePhone(choice));
    await saveOpenDesign(getState, dispatch);
    return 'chosen';
  };
