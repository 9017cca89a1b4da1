import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { pagePaths } from '../../shared/routes.ts';
import { selectModelLabel } from '../state/selectors.ts';

/** The model label (back to the picker) and home. */
export function DesignLinks() {
  const label = useAppSelector(selectModelLabel);
  return (
    <>
      <Link className="editor-rail__label" to={pagePaths.caseConfiguration} aria-label={`${label}: change phone model`}>
        {label}
      </Link>
      <Link className="editor-icon-button" to={pagePaths.landing} aria-label="Home" title="Home">
        <House size={22} aria-hidden="true" />
      </Link>
    </>
  );
}
