import { finishes, type CaseFinish } from '../../shared/catalog/catalog.ts';

const descriptions: Record<CaseFinish, string> = {
  Matte: 'Soft to the touch, no glare',
  Glossy: 'Shiny, with extra-vivid colors',
};

interface FinishChoiceProps {
  selected: CaseFinish;
  onSelect: (finish: CaseFinish) => void;
}

export function FinishChoice({ selected, onSelect }: FinishChoiceProps) {
  return (
    <fieldset className="finish">
      <legend className="finish__legend">Case Finish</legend>
      <div className="finish__options">
        {finishes.map((finish) => (
          <label className="option option--card" key={finish}>
            <input
              className="option__input"
              type="radio"
              name="caseFinish"
              value={finish}
              checked={finish === selected}
              aria-labelledby={`finish-${finish}-name`}
              aria-describedby={`finish-${finish}-hint`}
              onChange={() => onSelect(finish)}
            />
            <span className="option__label" id={`finish-${finish}-name`}>
              {finish}
            </span>
            <span className="option__hint" id={`finish-${finish}-hint`}>
              {descriptions[finish]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
