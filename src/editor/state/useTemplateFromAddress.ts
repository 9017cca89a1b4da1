import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks.ts';
import { templateSearchParam } from '../../shared/routes.ts';
import { applyDesignTemplate } from './templateCommands.ts';

/**
 * /editor?template=<id>, as a page's gallery (or the model picker after it) leads here: the design
 * template is applied once the editor is restored (one undo step, so Undo brings the design before
 * it back), and the parameter is taken out of the address, so a reload does not apply it again.
 */
export function useTemplateFromAddress(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const templateID = params.get(templateSearchParam);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!templateID || applied.current === templateID) return;
    applied.current = templateID;
    void dispatch(applyDesignTemplate(templateID));
    setParams(
      (current) => {
        current.delete(templateSearchParam);
        return current;
      },
      { replace: true },
    );
  }, [dispatch, templateID, setParams]);
}
