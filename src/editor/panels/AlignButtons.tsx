import { useAppDispatch } from '../../app/hooks.ts';
import { alignSelection, distributeSelection } from '../state/arrangeCommands.ts';
import { alignCommands, distributeCommands, minDistributed } from './alignCommands.ts';

/** Align to the case (one item) or to each other (several), and Distribute (three or more). */
export function AlignButtons({ count }: { count: number }) {
  const dispatch = useAppDispatch();
  const canDistribute = count >= minDistributed;
  return (
    <div className="arrange-align" role="group" aria-label={count > 1 ? 'Align to each other' : 'Align to the case'}>
      {alignCommands.map(({ edge, label, Icon }) => (
        <button key={edge} type="button" className="arrange-icon-button" aria-label={label} title={label} onClick={() => dispatch(alignSelection(edge))}>
          <Icon size={22} aria-hidden="true" />
        </button>
      ))}
      {distributeCommands.map(({ axis, label, Icon }) => (
        <button
          key={axis}
          type="button"
          className="arrange-icon-button"
          aria-label={label}
          title={canDistribute ? label : `${label}: select ${minDistributed} or more items`}
          disabled={!canDistribute}
          onClick={() => dispatch(distributeSelection(axis))}
        >
          <Icon size={22} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
