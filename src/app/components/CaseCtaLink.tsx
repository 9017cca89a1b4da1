import { AppLink } from '../../shared/ui/AppLink.tsx';
import { useAppSelector } from '../hooks.ts';
import { caseCallToAction } from '../storefront/caseCta.ts';

/** 'Continue Your Case' to the editor once a model is stored, else 'Create Your Case' to the picker. */
export function CaseCtaLink({ className = 'button' }: { className?: string }) {
  const phoneModel = useAppSelector((state) => state.settings.phoneModel);
  const { label, path } = caseCallToAction(phoneModel);
  return (
    <AppLink className={className} to={path}>
      {label}
    </AppLink>
  );
}
