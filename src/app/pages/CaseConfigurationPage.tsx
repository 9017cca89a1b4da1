import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { findModel, phoneModels, type CaseFinish } from '../../shared/catalog/catalog.ts';
import { findDesignTemplate } from '../../shared/designTemplates/designTemplates.ts';
import { pagePaths, templateSearchParam } from '../../shared/routes.ts';
import { phoneModelChosen } from '../../editor/state/settingsSlice.ts';
import { BrandWordmark } from '../../shared/ui/BrandWordmark.tsx';
import { FinishChoice } from '../components/FinishChoice.tsx';
import { ModelRadioList } from '../components/ModelRadioList.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { PlatformTabs } from '../components/PlatformTabs.tsx';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { initialPlatform, modelsNewestFirst } from '../storefront/pickerModels.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';
import { templateLink } from '../storefront/templateLink.ts';
import { useUnavailableModels } from '../storefront/useUnavailableModels.ts';
import '../storefront/picker.css';

/** The model and finish picker of SPEC §2. */
export function CaseConfigurationPage() {
  useDocumentTitle('Choose your phone');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stored = useAppSelector((state) => state.settings);
  const storedModel = findModel(stored.phoneModel);
  const [platform, setPlatform] = useState(() => initialPlatform(storedModel));
  const [modelKey, setModelKey] = useState(storedModel?.key ?? null);
  const [finish, setFinish] = useState<CaseFinish>(stored.caseFinish);
  const unavailable = useUnavailableModels();
  // A design template chosen before the phone (issue 49) opens in the editor once it is.
  const template = findDesignTemplate(useSearchParams()[0].get(templateSearchParam));

  const chosenModel =
    modelKey !== null && !unavailable.has(modelKey) ? findModel(modelKey) : undefined;

  const onContinue = () => {
    if (!chosenModel) return;
    dispatch(phoneModelChosen({ phoneModel: chosenModel.key, caseFinish: finish }));
    void navigate(template ? templateLink(template.id, chosenModel.key) : pagePaths.editor);
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
            disabled={!chosenModel}
            onClick={onContinue}
          >
            Continue
          </button>
        </div>
      </div>
      <div className="picker-cover" aria-hidden="true" data-testid="picker-cover">
        <BrandWordmark />
      </div>
    </PageShell>
  );
}
