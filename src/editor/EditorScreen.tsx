import './panels/studio/studio.css';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks.ts';
import type { PhoneModel } from '../shared/catalog/catalog.ts';
import { templateGeometry } from '../shared/catalog/templateGeometry.ts';
import { pagePaths } from '../shared/routes.ts';
import { DesignStage } from './canvas/DesignStage.tsx';
import { phoneFit, studioFit } from './model/viewport.ts';
import { BackgroundPanel } from './panels/BackgroundPanel.tsx';
import { BottomPanel } from './panels/BottomPanel.tsx';
import { CanvasContextMenu } from './panels/CanvasContextMenu.tsx';
import { CropBar } from './panels/CropBar.tsx';
import { FramePhotoInput } from './panels/FramePhotoInput.tsx';
import { GhostsPanel } from './panels/GhostsPanel.tsx';
import { ModalLayer } from './panels/ModalLayer.tsx';
import { Notices } from './panels/Notices.tsx';
import { SectionSheet } from './panels/sections/SectionSheet.tsx';
import { SidePanel } from './panels/sections/SidePanel.tsx';
import { SelectionBar } from './panels/SelectionBar.tsx';
import { SideRail } from './panels/SideRail.tsx';
import { StatusLine } from './panels/studio/StatusLine.tsx';
import { StudioTopBar } from './panels/studio/StudioTopBar.tsx';
import { WorkspaceToolbar } from './panels/studio/WorkspaceToolbar.tsx';
import { TopToolbar } from './panels/TopToolbar.tsx';
import { useDropImport } from './panels/useDropImport.ts';
import { useEditorKeyboard } from './panels/useEditorKeyboard.ts';
import { useWideLayout } from './panels/useWideLayout.ts';
import { useDesignAutosave } from './state/useDesignAutosave.ts';
import { useTemplateFromAddress } from './state/useTemplateFromAddress.ts';
import { useWaitingPhotos } from './state/useWaitingPhotos.ts';

export interface EditorSlots {
  /** Buttons of the store (Preview Case, Checkout): a phone's bottom panel, the studio's top bar. */
  storeActions: ReactNode;
  /** Dialogs of the store's flows, rendered in the modal layer. */
  storeModals: ReactNode;
}

/** What a phone shows over the canvas: the rail, the Background or Ghosts tool's panel, the selection's (or crop mode's) bar. */
function PhoneCanvasControls() {
  const tool = useAppSelector((state) => state.editor.tool);
  const isCropping = useAppSelector((state) => state.editor.cropping !== null);
  return (
    <>
      <SideRail />
      {tool === 'background' && (
        <div className="editor-tool-panel">
          <BackgroundPanel />
        </div>
      )}
      {tool === 'ghosts' && (
        <div className="editor-tool-panel">
          <GhostsPanel />
        </div>
      )}
      {tool === 'selector' && (isCropping ? <CropBar withStatus /> : <SelectionBar withStatus />)}
    </>
  );
}

/**
 * The editor's screen, as a phone's editor (tools, the canvas with its rail and bars, the bottom
 * panel, sections as sheets) or, from 900 px wide, the studio (DESIGN §15: top bar, side panel of
 * sections, toolbar, workspace, status line); useWideLayout chooses, here alone. The canvas keeps
 * its place in both, so a window resized across the width keeps its stage.
 */
export function EditorScreen({ model, storeActions, storeModals }: EditorSlots & { model: PhoneModel | null }) {
  const isWide = useWideLayout();
  const template = useMemo(() => (model ? templateGeometry(model) : null), [model]);
  const dropHandlers = useDropImport();
  useDesignAutosave();
  useWaitingPhotos();
  useTemplateFromAddress();
  useEditorKeyboard();
  return (
    <div className={isWide ? 'editor editor--studio' : 'editor'} {...dropHandlers}>
      <h1 className="visually-hidden">Design your case</h1>
      {isWide ? <StudioTopBar storeActions={storeActions} /> : <TopToolbar />}
      {!isWide && <Notices />}
      {isWide && <SidePanel />}
      {isWide && <WorkspaceToolbar />}
      <main className="editor-stage-area">
        {model && template ? (
          <DesignStage model={model} template={template} fit={isWide ? studioFit : phoneFit} showsQualityBadges={!isWide} />
        ) : (
          <p className="editor-unknown-model">
            This phone model is no longer offered. <Link to={pagePaths.caseConfiguration}>Choose your phone model</Link>
          </p>
        )}
        <div className="editor-cover" aria-hidden="true" />
        {!isWide && <PhoneCanvasControls />}
      </main>
      {isWide ? <StatusLine /> : <BottomPanel storeActions={storeActions} />}
      {!isWide && <SectionSheet />}
      <FramePhotoInput />
      <CanvasContextMenu />
      <ModalLayer />
      {storeModals}
    </div>
  );
}
