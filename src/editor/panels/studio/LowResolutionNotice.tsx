import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { itemsSelected, toolChosen } from '../../state/editorSlice.ts';
import { selectLowResolutionItemIDs } from '../../state/printQualitySelectors.ts';

/** With nothing selected, the studio's word for a phone's red badges: how many pictures may print blurry, and a way to select them. */
export function LowResolutionNotice() {
  const dispatch = useAppDispatch();
  const lowIDs = useAppSelector(selectLowResolutionItemIDs);
  if (lowIDs.size === 0) return null;
  const count = lowIDs.size;
  return (
    <div className="print-status" role="status" aria-label="Print quality">
      <p className="print-status__quality print-status__quality--low">
        <span className="print-status__dot" aria-hidden="true" />
        {count === 1 ? '1 picture may print blurry' : `${count} pictures may print blurry`}
        <button
          type="button"
          className="print-status__select"
          onClick={() => {
            dispatch(toolChosen('selector'));
            dispatch(itemsSelected([...lowIDs]));
          }}
        >
          {count === 1 ? 'Select it' : 'Select them'}
        </button>
      </p>
    </div>
  );
}
