import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { closeSection, selectOpenSectionID } from '../../state/sectionCommands.ts';
import { selectSelectedItems } from '../../state/selectors.ts';
import { editorSections, type EditorSection } from './editorSections.ts';
import { selectionSections } from './selectionSections.ts';

/** Any section by id, from either list. */
export function findSection(id: string | null): EditorSection | null {
  return selectionSections.find((section) => section.id === id) ?? editorSections.find((section) => section.id === id) ?? null;
}

/**
 * The section open now (null: none) and how to close it. A selection section that no longer
 * applies to the selection (another item clicked beside a wide screen's side panel, an undo that
 * took the item away) is closed, as Done would: Edit Text's visit ends and an emptied text goes.
 */
export function useOpenSection(): { section: EditorSection | null; close: () => void } {
  const dispatch = useAppDispatch();
  const openID = useAppSelector(selectOpenSectionID);
  const selected = useAppSelector(selectSelectedItems);
  const forSelection = selectionSections.find((section) => section.id === openID);
  const isStale = forSelection !== undefined && !forSelection.appliesTo(selected);
  useEffect(() => {
    if (isStale) dispatch(closeSection());
  }, [isStale, dispatch]);
  const close = useCallback(() => dispatch(closeSection()), [dispatch]);
  return { section: isStale ? null : findSection(openID), close };
}
