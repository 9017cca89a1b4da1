import './editor.css';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { pagePaths } from '../shared/routes.ts';
import { EditorScreen, type EditorSlots } from './EditorScreen.tsx';
import { restoreEditor } from './state/restoreEditor.ts';
import { selectPhoneModel, selectPhoneModelKey } from './state/selectors.ts';

/**
 * /editor: restores the saved design (spinner meanwhile), then shows the editor when a phone
 * model is chosen, else sends the visitor home (SPEC §2).
 */
export function EditorPage({ storeActions, storeModals }: EditorSlots) {
  const dispatch = useAppDispatch();
  const [restored, setRestored] = useState(false);
  const model = useAppSelector(selectPhoneModel);
  const storedKey = useAppSelector(selectPhoneModelKey);

  useEffect(() => {
    let current = true;
    void dispatch(restoreEditor()).finally(() => {
      if (current) setRestored(true);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  if (!restored) {
    return (
      <div className="editor-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading your design</span>
      </div>
    );
  }
  if (!storedKey) return <Navigate to={pagePaths.landing} replace />;
  return <EditorScreen model={model} storeActions={storeActions} storeModals={storeModals} />;
}
