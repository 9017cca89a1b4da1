import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { changePhone, choosePhone, copyForPhone, type PhoneChoice } from '../../editor/state/phoneChangeCommands.ts';
import { saveOpenDesign } from '../../editor/state/designAutosave.ts';
import { findModel, phoneModels, type CaseFinish } from '../../shared/catalog/catalog.ts';
import { readDesignSummary } from '../../shared/designSummary.ts';
import { findDesignTemplate } from '../../shared/designTemplates/designTemplates.ts';
import { pagePaths, templateSearchParam } from '../../shared/routes.ts';
import { browserStorage } from '../browserStorage.ts';
import { PhoneChangeDialog } from '../components/PhoneChangeDialog.tsx';
import { BrandWordmark } from '../../shared/ui/BrandWordmark.tsx';
import { FinishChoice } from '../components/FinishChoice.tsx';
import { ModelRadioList } from '../components/ModelRadioList.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { PlatformTabs } from '../components/PlatformTabs.tsx';
import { useAppDispatch, useAppStore } from '../hooks.ts';
import { initialPlatform, modelsNewestFirst } from '../storefront/pickerModels.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';
import { templateLink } from '../storefront/templateLink.ts';
import { useUnavailableModels } from '../storefront/useUnavailableModels.ts';
import '../storefront/picker.css';

/**
 * The model and finish picker of SPEC §2, for the open design (its phone preselected), or for a
 * new one (`?new`, from "New" on the shelf). Moving a design to another phone asks first: change
 * this design's phone (a re-fit, one undo step) or make a copy for the new phone.
 */
export function CaseConfigurationPage() {
  useDocumentTitle('Choose your phone');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const isNew = new URLSearchParams(useLocation().search).has('new');
  const [stored] = useState(() => readDesignSummary(browserStorage).current);
  const storedModel = findModel(stored?.phoneModel);
  const [platform, setPlatform] = useState(() => initialPlatform(storedModel));
  const [modelKey, setModelKey] = useState(storedModel?.key ?? null);
  const [finish, setFinish] = useState<CaseFinish>(stored?.caseFinish === 'Glossy' ? 'Glossy' : 'Matte');
  const [asking, setAsking] = useState<PhoneChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const unavailable = useUnavailableModels();
  // A design template chosen before the phone (issue 49) opens in the editor once it is.
  const template = findDesignTemplate(useSearchParams()[0].get(templateSearchParam));

  const chosenModel =
    modelKey !== null && !unavailable.has(modelKey) ? findModel(modelKey) : undefined;

  const destination = (choice: PhoneChoice) => (template ? templateLink(template.id, choice.phoneModel) : pagePaths.editor);
  const onContinue = async () => {
    if (!chosenModel) return;
    const choice = { phoneModel: chosenModel.key, caseFinish: finish };
    setBusy(true);
    const outcome = await dispatch(choosePhone(choice, { newDesign: isNew }));
    setBusy(false);
    // A design refused for lack of room is said in the editor's notices.
    if (outcome === 'asks') setAsking(choice);
    else void navigate(destination(choice));
  };
  const refit = async (choice: PhoneChoice) => {
    dispatch(changePhone(choice));
    await saveOpenDesign(() => store.getState(), dispatch);
    void navigate(destination(choice));
  };
  const copy = async (choice: PhoneChoice) => {
    await dispatch(copyForPhone(choice));
    void navigate(destination(choice));
  };

  return (
    <PageShell mainClassName="picker-page">
      <div className="picker">
        <div className="picker__intro">
          <h1>Choose your phone</h1>
          <p>
            {template ? `Pick your model and a finish, and your ${template.name} design opens on it. ` : 'Pick your model and a finish. '}
            You can change both later from the editor.
          </p>
        </div>
        <PlatformTabs selected={platform} onSelect={setPlatform} />
        <ModelRadioList
          platform={platform}
          models={modelsNewestFirst(phoneModels, platform)}
          selectedKey={modelKey}
          unavailable={unavailable}
          onSelect={setModelKey}
        />
        <FinishChoice selected={finish} onSelect={setFinish} />
        <div className="picker__actions">
          <p className="picker__summary" aria-live="polite">
            {chosenModel ? `${chosenModel.name} · ${finish}` : 'Choose a model to continue'}
          </p>
          <button
            className="button button--large"
            type="button"
            disabled={!chosenModel || busy}
            onClick={() => void onContinue()}
          >
            Continue
          </button>
        </div>
      </div>
      {asking && (
        <PhoneChangeDialog
          from={storedModel?.name ?? 'your phone'}
          to={findModel(asking.phoneModel)?.name ?? 'new phone'}
          onChange={() => void refit(asking)}
          onCopy={() => void copy(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      <div className="picker-cover" aria-hidden="true" data-testid="picker-cover">
        <BrandWordmark />
      </div>
    </PageShell>
  );
}
