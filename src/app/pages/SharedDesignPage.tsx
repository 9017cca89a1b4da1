import '../../editor/editor.css';
import '../sharedDesign/sharedDesignPage.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { openSharedDesign } from '../../editor/state/openSharedDesign.ts';
import { templatePath } from '../../shared/catalog/catalog.ts';
import { pagePaths } from '../../shared/routes.ts';
import { sharedDesignRetentionDays, type SharedDesignAnswer } from '../../shared/sharedDesign.ts';
import { useAppDispatch } from '../hooks.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useSharedDesign } from '../sharedDesign/useSharedDesign.ts';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function SharedDesignView({ shared }: { shared: SharedDesignAnswer }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { design } = shared;
  const label = `${design.caseFinish} ${shared.modelName}`;

  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      await dispatch(openSharedDesign(shared)).unwrap();
      void navigate(pagePaths.editor);
    } catch (failure) {
      const message = (failure as { message?: unknown } | null)?.message;
      setError(typeof message === 'string' ? message : 'The design could not be opened.');
      setOpening(false);
    }
  };

  return (
    <div className="shared-design">
      <div className="shared-design__picture">
        <img src={shared.previewUrl} alt={`The shared design on a ${label} case`} />
        {/* The case outline and camera cut-out over the design, as the editor shows them. */}
        <img className="shared-design__outline" src={templatePath(design.phoneModel)} alt="" />
      </div>
      <div className="shared-design__text">
        <h1>A case design, shared with you</h1>
        <p className="shared-design__model">{label}</p>
        <p>
          {design.items.length === 1 ? '1 sticker' : `${design.items.length} stickers`} and every picture, ready to
          carry on in the editor on this device. It joins your designs; the ones you have stay as they are.
        </p>
        <button type="button" className="button button--large" disabled={opening} onClick={() => void open()}>
          {opening ? 'Opening…' : 'Open in editor'}
        </button>
        {error && <p role="alert">{error}</p>}
        <p className="shared-design__expiry">This link works until {dateFormat.format(new Date(shared.expiresAt))}.</p>
      </div>
    </div>
  );
}

/** /d/:designId: what was shared (model, a picture of the design) and "Open in editor". */
export function SharedDesignPage() {
  const { designId = '' } = useParams();
  const state = useSharedDesign(designId);
  useDocumentTitle('A shared design');
  return (
    <PageShell mainClassName="shared-design-page">
      {state.kind === 'loading' && (
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading the shared design</span>
        </div>
      )}
      {state.kind === 'loaded' && <SharedDesignView shared={state.shared} />}
      {state.kind === 'missing' && (
        <div className="shared-design__missing">
          <h1>This design link has expired</h1>
          <p>
            Shared designs are kept for {sharedDesignRetentionDays} days, and this one is no longer here (or the link is mistyped). Ask for a
            new link, or start a case of your own.
          </p>
          <Link className="button button--large" to={pagePaths.caseConfiguration}>
            Create your case
          </Link>
        </div>
      )}
      {state.kind === 'failed' && (
        <div className="shared-design__missing">
          <h1>The shared design could not be loaded</h1>
          <p role="alert">{state.message}</p>
        </div>
      )}
    </PageShell>
  );
}
