import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks.ts';
import type { PhoneModel } from '../shared/catalog/catalog.ts';
import { templateGeometry } from '../shared/catalog/templateGeometry.ts';
import { pagePaths } from '../shared/routes.ts';
import { DesignStage } from './canvas/DesignStage.tsx';
import { AdjustSheet } from './panels/AdjustSheet.tsx';
import { BackgroundPanel } from './panels/BackgroundPanel.tsx';
import { BottomPanel } from './panels/BottomPanel.tsx';
import { CollageSheet } from './panels/CollageSheet.tsx';
import { CropBar } from './panels/CropBar.tsx';
import { FramePhotoInput } from './panels/FramePhotoInput.tsx';
import { GhostsPanel } from './panels/GhostsPanel.tsx';
import { ModalLayer } from './panels/ModalLayer.tsx';
import { Notices } from './panels/Notices.tsx';
import { SelectionBar } from './panels/SelectionBar.tsx';
import { SideRail } from './panels/SideRail.tsx';
import { TextSheet } from './panels/TextSheet.tsx';
import { TopToolbar } from './panels/TopToolbar.tsx';
import { useDropImport } from './panels/useDropImport.ts';
import { useEditorKeyboard } from './panels/useEditorKeyboard.ts';
import { useDesignAutosave } from './state/useDesignAutosave.ts';
import { useTemplateFromAddress } from './state/useTemplateFromAddress.ts';
import { useWaitingPhotos } from './state/useWaitingPhotos.ts';

export interface EditorSlots {
  /** Buttons of the store (Preview Case, Checkout) for the bottom panel. */
  storeActions: ReactNode;
  /** Dialogs of the store's flows, rendered in the modal layer. */
  storeModals: ReactNode;
}

/** The editor's screen: toolbar, canvas with its rail and panels, bottom panel, modal layer. */
export function EditorScreen({ model, storeActions, storeModals }: EditorSlots & { model: PhoneModel | null }) {
  const tool = useAppSelector((state) => state.editor.tool);
  const isCropping = useAppSelector((state) => state.editor.cropping !== null);
  const template = useMemo(() => (model ? templateGeometry(model) : null), [model]);
  const dropHandlers = useDropImport();
  useDesignAutosave();
  useWaitingPhotos();
  useTemplateFromAddress();
  useEditorKeyboard();
  return (
    <div className="editor" {...dropHandlers}>
      <h1 className="visually-hidden">Design your case</h1>
      <TopToolbar />
      <main className="editor-stage-area">
        {model && template ? (
          <DesignStage model={model} template={template} />
        ) : (
          <p className="editor-unknown-model">
            This phone model is no longer offered.{' '}
            <Link to={pagePaths.caseConfiguration}>Choose your phone model</Link>
          </p>
        )}
        <div className="editor-cover" aria-hidden="true" />
        <SideRail />
        {tool === 'background' && <BackgroundPanel />}
        {tool === 'ghosts' && <GhostsPanel />}
        {tool === 'selector' && (isCropping ? <CropBar /> : <SelectionBar />)}
      </main>
      <FramePhotoInput />
      <BottomPanel storeActions={storeActions} />
      <TextSheet />
      <CollageSheet />
      <AdjustSheet />
      <ModalLayer />
      {storeModals}
      <Notices />
    </div>
  );
}
