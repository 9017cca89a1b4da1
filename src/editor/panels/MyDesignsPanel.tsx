import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks.ts';
import { pagePaths } from '../../shared/routes.ts';
import { openDesign } from '../state/designShelfCommands.ts';
import { DesignShelf } from './DesignShelf.tsx';

/**
 * "My designs" in the editor (content only: the sheet or side panel around it is its container's):
 * the shelf, where opening a design switches the editor to it. The open design is deleted from the
 * shelf page, not from under the editor.
 */
export function MyDesignsPanel({ close }: { close: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <section className="my-designs" aria-labelledby="my-designs-title">
      <div className="my-designs__top">
        <h2 id="my-designs-title">My designs</h2>
        <button type="button" className="button" onClick={close}>
          Done
        </button>
      </div>
      <DesignShelf
        canDeleteOpen={false}
        onOpen={(designID) => void dispatch(openDesign(designID)).then(close)}
        onNew={() => {
          // Closed first: the new design opens in the editor without the shelf over it.
          close();
          void navigate(`${pagePaths.caseConfiguration}?new`);
        }}
      />
    </section>
  );
}
