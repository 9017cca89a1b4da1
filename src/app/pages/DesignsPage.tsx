import { useNavigate } from 'react-router-dom';
import { openDesign } from '../../editor/state/designShelfCommands.ts';
import { DesignShelf } from '../../editor/panels/DesignShelf.tsx';
import { pagePaths } from '../../shared/routes.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useAppDispatch } from '../hooks.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

/** /designs: "My designs", every design kept on this device (issue 50). */
export function DesignsPage() {
  useDocumentTitle('My designs');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <PageShell mainClassName="designs-page">
      <h1>My designs</h1>
      <p>Every case you start is kept on this device, with its own pictures and undo history.</p>
      <DesignShelf
        canDeleteOpen
        onOpen={(designID) => void dispatch(openDesign(designID)).then(() => navigate(pagePaths.editor))}
        onNew={() => void navigate(`${pagePaths.caseConfiguration}?new`)}
      />
    </PageShell>
  );
}
