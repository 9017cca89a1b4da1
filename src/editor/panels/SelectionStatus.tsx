import { useAppSelector } from '../../app/hooks.ts';
import { selectSelectedItem, selectSelectedItemIDs } from '../state/selectors.ts';
import { PrintQualityStatus } from './PrintQualityStatus.tsx';

/** For one selected item its print quality (none for an empty frame); for several, how many. */
export function SelectionStatus() {
  const selected = useAppSelector(selectSelectedItem);
  const count = useAppSelector(selectSelectedItemIDs).length;
  if (selected) return selected.kind === 'frame' ? null : <PrintQualityStatus item={selected} />;
  return count > 1 ? <p className="editor-selection-count">{count} items selected</p> : null;
}
